import type { APIContext } from 'astro';
import type { z } from 'astro/zod';
import { assertCrumb } from './crumb.js';
import { takeWriteLimit } from './rate-limit.js';
import { readFormBody, readJsonBody } from './request-body.js';
import { objectBody, validate } from './validate.js';
import { ensureVisitorId } from './visitor-cookie.js';
import { isJsonObject } from '../../domain/json-object.js';

/**
 * The checks every state-changing call passes, in order: the rate limits (429, per address and
 * per address and visitor: rate-limit.ts), the body size
 * (413) and type (415), the crumb (403; a form post's `crumb` field counts), the JSON (400) and the
 * schema (400). Nothing is written
 * before all have passed. Answers the visitor (a cookie is issued if they had none) and the input.
 */
export async function stateChange<S extends z.ZodTypeAny>(
  context: APIContext,
  schema: S | undefined,
): Promise<{ visitorId: string; input: z.output<S>; form?: URLSearchParams }> {
  await takeWriteLimit(context);
  let input: unknown = undefined;
  if (schema) {
    const body = await readJsonBody(context.request);
    const bodyCrumb = body.ok && isJsonObject(body.value) ? body.value['crumb'] : undefined;
    assertCrumb(context.request, context.url, context.cookies, bodyCrumb);
    if (!body.ok) throw body.error;
    input = validate(schema, validate(objectBody, body.value));
  } else if (isFormPost(context.request)) {
    // A plain HTML form (no JavaScript) carries the crumb as a hidden field.
    const form = await readFormBody(context.request);
    assertCrumb(context.request, context.url, context.cookies, form.get('crumb'));
    return { visitorId: ensureVisitorId(context.cookies), input: input as z.output<S>, form };
  } else {
    assertCrumb(context.request, context.url, context.cookies);
  }
  return { visitorId: ensureVisitorId(context.cookies), input: input as z.output<S> };
}

/** Whether the request is a form-encoded HTML form post. */
export function isFormPost(request: Request): boolean {
  return /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get('content-type') ?? '');
}

/**
 * The checks of the Templates calls that take a body: merchant-guard's (session 401, role 403,
 * xsrf token 403) with a body limit fit for a template (a template is larger than the 16 KB of
 * other calls), the rate limit on publishing, and the body against its zod schema (400).
 */
import type { APIContext } from 'astro';
import type { z } from 'astro/zod';
import { MAX_TEMPLATE_SOURCE } from '../../../domain/admin/templates.js';
import { jsonResponse } from '../../server/json-response.js';
import { requireAccess, type MerchantCall } from '../../server/merchant-guard.js';
import { addressOf, takeLimits, takeWriteLimit, type LimitRule } from '../../server/rate-limit.js';
import { readJsonBody } from '../../server/request-body.js';
import { objectBody } from '../../server/schemas.js';
import { readAdminToken } from '../../server/admin-cookies.js';
import { validate } from '../../server/validate.js';
import { TemplateProblemsError } from './template-files.js';

/** A body holds one template, JSON-escaped (up to 6 bytes a character), and a few short fields. */
const MAX_TEMPLATE_BODY = MAX_TEMPLATE_SOURCE * 6 + 4096;

/** Previews compile the folder: a typing editor asks every pause, a script cannot ask without end. */
const PREVIEWS: LimitRule = { scope: 'template-previews', limit: 120, windowMs: 10_000 };

export async function templateCall<S extends z.ZodTypeAny>(context: APIContext, schema: S, kind: 'publish' | 'preview'): Promise<MerchantCall<z.output<S>>> {
  const key = `session:${readAdminToken(context.cookies) ?? 'none'}`;
  if (kind === 'publish') await takeWriteLimit(context, key);
  else await takeLimits([{ rule: PREVIEWS, subject: `${addressOf(context)}|${key}` }]);
  const { store, session } = await requireAccess(context, 'templates', kind === 'publish' ? 'write' : 'read');
  const body = await readJsonBody(context.request, MAX_TEMPLATE_BODY);
  if (!body.ok) throw body.error;
  return { store, session, input: validate(schema, validate(objectBody, body.value)) };
}

/** Runs a call; a refused template answers 400 with its problems at their line and column (`errors`). */
export async function withTemplateProblems(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof TemplateProblemsError)) throw error;
    const { status, code, message, issues, problems } = error;
    return jsonResponse({ error: message, message, code, issues, errors: problems }, status);
  }
}

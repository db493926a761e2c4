/**
 * The checks of the Templates calls that take a body: merchant-guard's (session 401, role 403:
 * publishing needs write access to `code`, previewing read access to `templates`;
 * xsrf token 403) with a body limit fit for a template (a template is larger than the 16 KB of
 * other calls), the rate limits of publishing and of previews, and the body against its zod
 * schema (400).
 */
import type { APIContext } from 'astro';
import type { z } from 'astro/zod';
import { MAX_TEMPLATE_SOURCE } from '../../../domain/admin/templates.js';
import { jsonResponse } from '../../edge/json-response.js';
import { positiveSetting } from '../../db/index.js';
import { requireAccess, type MerchantCall } from '../../features/accounts/merchant-guard.js';
import { addressOf, takeLimits, takeWriteLimit, type LimitRule } from '../../edge/rate-limit.js';
import { readJsonBody } from '../../edge/request-body.js';
import { readAdminToken } from '../../features/accounts/admin-cookies.js';
import { objectBody, validate } from '../../edge/validate.js';
import { TemplateProblemsError } from './template-files.js';

/** A body holds one template, JSON-escaped (up to 6 bytes a character), and a few short fields. */
const MAX_TEMPLATE_BODY = MAX_TEMPLATE_SOURCE * 6 + 4096;

/**
 * Previews compile the folder: a typing editor asks after each pause (600 ms, at most about 17 in
 * 10 s), a script cannot ask without end. Counted per account (`TEMPLATE_PREVIEWS` per
 * `TEMPLATE_PREVIEWS_WINDOW_MS`, default 30 per 10 s), whatever its sessions, and per client address (`TEMPLATE_PREVIEWS_ADDRESS`,
 * default twice that: a team behind one address), signed in or not: new sessions gain nothing.
 */
const previewsPerAccount = positiveSetting(process.env['TEMPLATE_PREVIEWS'], 30);
const previewWindowMs = positiveSetting(process.env['TEMPLATE_PREVIEWS_WINDOW_MS'], 10_000);
const PREVIEWS: LimitRule = { scope: 'template-previews-account', limit: previewsPerAccount, windowMs: previewWindowMs };
const PREVIEWS_ADDRESS: LimitRule = {
  scope: 'template-previews-address', limit: positiveSetting(process.env['TEMPLATE_PREVIEWS_ADDRESS'], 2 * previewsPerAccount), windowMs: previewWindowMs,
};

export async function templateCall<S extends z.ZodTypeAny>(context: APIContext, schema: S, kind: 'publish' | 'preview'): Promise<MerchantCall<z.output<S>>> {
  if (kind === 'publish') await takeWriteLimit(context, `session:${readAdminToken(context.cookies) ?? 'none'}`);
  else await takeLimits([{ rule: PREVIEWS_ADDRESS, subject: addressOf(context) }]);
  // Reading and previewing are the templates area's; publishing is writing code.
  const { store, session } = await requireAccess(context, kind === 'publish' ? 'code' : 'templates', kind === 'publish' ? 'write' : 'read');
  if (kind === 'preview') await takeLimits([{ rule: PREVIEWS, subject: `user:${session.user.id}` }]);
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

/**
 * The checks of a design preview: a rate limit per client address and per account (a screen asks
 * after each pause in the owner's changes; a script cannot ask without end), merchant-guard's
 * session, read access to `design` and xsrf token, then the body against its schema (400).
 */
import type { APIContext } from 'astro';
import type { z } from 'astro/zod';
import { positiveSetting } from '../../db/index.js';
import { requireAccess, type MerchantCall } from '../../features/accounts/merchant-guard.js';
import { addressOf, takeLimits, type LimitRule } from '../../edge/rate-limit.js';
import { MAX_BODY_BYTES, readJsonBody } from '../../edge/request-body.js';
import { objectBody, validate } from '../../edge/validate.js';

const perAccount = positiveSetting(process.env['DESIGN_PREVIEWS'], 60);
const windowMs = positiveSetting(process.env['DESIGN_PREVIEWS_WINDOW_MS'], 10_000);
const PREVIEWS: LimitRule = { scope: 'design-previews-account', limit: perAccount, windowMs };
const PREVIEWS_ADDRESS: LimitRule = { scope: 'design-previews-address', limit: 2 * perAccount, windowMs };

export async function designPreviewCall<S extends z.ZodTypeAny>(context: APIContext, schema: S): Promise<MerchantCall<z.output<S>>> {
  await takeLimits([{ rule: PREVIEWS_ADDRESS, subject: addressOf(context) }]);
  const { store, session } = await requireAccess(context, 'design', 'read');
  await takeLimits([{ rule: PREVIEWS, subject: `user:${session.user.id}` }]);
  const body = await readJsonBody(context.request, MAX_BODY_BYTES);
  if (!body.ok) throw body.error;
  return { store, session, input: validate(schema, validate(objectBody, body.value)) };
}

/**
 * The checks of a gallery save: merchant-guard's (rate limit 429, session 401, role 403, xsrf
 * 403) with a body limit fit for a gallery of 250 images with their texts (larger than the 16 KB
 * of other calls), then the body against the shared schema (400 naming each wrong field).
 */
import type { APIContext } from 'astro';
import { gallerySaveSchema, type GallerySave } from '../../../domain/admin/gallery.js';
import type { MerchantCall } from '../../features/accounts/merchant-guard.js';
import { requireAccess } from '../../features/accounts/merchant-guard.js';
import { takeWriteLimit } from '../../edge/rate-limit.js';
import { readJsonBody } from '../../edge/request-body.js';
import { readAdminToken } from '../../features/accounts/admin-cookies.js';
import { objectBody, validate } from '../../edge/validate.js';

const MAX_GALLERY_BODY = 1024 * 1024;

export async function gallerySaveCall(context: APIContext): Promise<MerchantCall<GallerySave>> {
  await takeWriteLimit(context, `session:${readAdminToken(context.cookies) ?? 'none'}`);
  const { store, session } = await requireAccess(context, 'content', 'write');
  const body = await readJsonBody(context.request, MAX_GALLERY_BODY);
  if (!body.ok) throw body.error;
  return { store, session, input: validate(gallerySaveSchema, validate(objectBody, body.value)) };
}

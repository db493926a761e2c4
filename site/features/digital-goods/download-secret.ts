/**
 * The secret download links are signed with: `DOWNLOAD_LINK_SECRET` (at least 32 characters).
 * Under `NODE_ENV=production` there is no default: without it no link is made (the shopper is
 * told the links will follow, the log says why). Elsewhere a random secret per process stands in,
 * so links of a development server stop working when it restarts.
 */
import { randomBytes } from 'node:crypto';

export const MIN_SECRET_LENGTH = 32;
let development: string | undefined;

export function downloadSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const given = env['DOWNLOAD_LINK_SECRET']?.trim() ?? '';
  if (given.length >= MIN_SECRET_LENGTH) return given;
  if (env['NODE_ENV'] === 'production') return undefined;
  development ??= randomBytes(32).toString('base64url');
  return development;
}

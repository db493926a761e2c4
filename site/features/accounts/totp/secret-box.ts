import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
/** Production as the merchant seed decides it: NODE_ENV=production without development mode. */
const isProduction = (env: NodeJS.ProcessEnv): boolean => env['NODE_ENV'] === 'production' && env['SITE_DEV'] !== '1';

/**
 * Second-factor secrets sealed with AES-256-GCM under `ADMIN_SECRET_KEY` (32 bytes, base64 or
 * 64 hex characters), so a read of the database alone gives none away. Under production the key
 * must be set: without it second factors cannot be turned on or checked (`SecretKeyMissing`).
 * Elsewhere a fixed development key stands in, which protects nothing.
 */
export class SecretKeyMissing extends Error {
  constructor() {
    super('ADMIN_SECRET_KEY is not set: two-step verification is not available on this server.');
    this.name = 'SecretKeyMissing';
  }
}

const DEVELOPMENT_KEY = createHash('sha256').update('development only: this key protects nothing').digest();
const VERSION = 'v1';

function parseKey(value: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('ADMIN_SECRET_KEY must be 32 bytes, written as base64 or 64 hex characters.');
  return key;
}

export function secretKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const value = env['ADMIN_SECRET_KEY'];
  if (value !== undefined && value !== '') return parseKey(value);
  if (isProduction(env)) throw new SecretKeyMissing();
  return DEVELOPMENT_KEY;
}

/** `v1.<iv>.<tag>.<ciphertext>` in base64url; `context` (the user id) is bound as associated data. */
export function seal(secret: Uint8Array, context: string, key: Buffer = secretKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(secret), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret, or an Error when the sealed text is damaged or sealed under another key or user. */
export function unseal(sealed: string, context: string, key: Buffer = secretKey()): Buffer {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) throw new Error('The sealed secret is not in a known form.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
}

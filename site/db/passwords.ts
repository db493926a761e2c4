import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { positiveSetting, WorkQueue } from './work-queue.js';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * Every scrypt run of the process goes through this queue (`PASSWORD_HASH_CONCURRENCY`, default
 * 2, or 1 on a machine of two cores so that one is left for the requests; `PASSWORD_HASH_QUEUE`
 * waiting, default 32): a flood of sign-ins keeps at most two of libuv's four threads busy and is
 * refused (QueueFullError) beyond the queue instead of slowing every other request.
 */
export const passwordQueue = new WorkQueue(
  'password hashing',
  positiveSetting(process.env['PASSWORD_HASH_CONCURRENCY'], Math.max(1, Math.min(2, availableParallelism() - 1))),
  positiveSetting(process.env['PASSWORD_HASH_QUEUE'], 32),
);

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return passwordQueue.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64), so the cost can be raised later for new hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

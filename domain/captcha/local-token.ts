/**
 * The local provider's challenge and token (for tests and offline use; see site/features/captcha/README.md
 * for what it costs a bot). The server issues a challenge: a random 32-byte seed, stored with its
 * purpose, the site key, a difficulty and an expiry; the widget finds a nonce such that
 * SHA-256(seed ‖ nonce) starts with `bits` zero bits (about 2^bits tries) and hands back the token
 * `local2.<seed>.<nonce>`, which the server accepts once, for that purpose and site key only.
 */
import { MAX_WORK_NONCE, meetsDifficulty, seedWords, WORK_SEED_BYTES, workHead } from './work-hash.js';

export const LOCAL_TOKEN_PREFIX = 'local2';

/** What the challenge call answers. */
export interface LocalChallenge {
  /** base64url of the 32-byte seed. */
  seed: string;
  bits: number;
  /** When the server stops accepting it (ms since the epoch, the server's clock). */
  expiresAt: number;
  /** How long it lives from its issue (for a client whose clock differs from the server's). */
  ttlMs: number;
}

export interface LocalToken {
  seed: string;
  nonce: number;
}

const SEED_TEXT = /^[A-Za-z0-9_-]{43}$/;

export function formatLocalToken(token: LocalToken): string {
  return `${LOCAL_TOKEN_PREFIX}.${token.seed}.${token.nonce}`;
}

export function parseLocalToken(text: string): LocalToken | undefined {
  const match = /^local2\.([A-Za-z0-9_-]{43})\.(\d{1,16})$/.exec(text);
  if (!match) return undefined;
  const nonce = Number(match[2]);
  return nonce <= MAX_WORK_NONCE ? { seed: match[1]!, nonce } : undefined;
}

export function isLocalChallenge(value: unknown): value is LocalChallenge {
  if (value === null || typeof value !== 'object') return false;
  const { seed, bits, expiresAt, ttlMs } = value as Record<string, unknown>;
  return (
    typeof seed === 'string' && SEED_TEXT.test(seed) && Number.isInteger(bits) && (bits as number) >= 0 && (bits as number) <= 32 &&
    typeof expiresAt === 'number' && typeof ttlMs === 'number'
  );
}

/** The seed's 32 bytes (undefined when it is not 43 base64url characters). */
export function seedBytes(seed: string): Uint8Array | undefined {
  if (!SEED_TEXT.test(seed)) return undefined;
  const binary = atob(seed.replace(/-/g, '+').replace(/_/g, '/') + '=');
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return bytes.length === WORK_SEED_BYTES ? bytes : undefined;
}

/** Whether `nonce` solves `seed` at `bits`. */
export function solves(seed: Uint8Array, nonce: number, bits: number): boolean {
  return meetsDifficulty(workHead(seedWords(seed), nonce), bits);
}

export interface SolveOptions {
  /** Called between slices with the chance the answer would have been found by now (0 to 1). */
  onProgress?(share: number): void;
  /** How long one slice may hold the thread (default 12 ms). */
  sliceMs?: number;
  /** Stops the search (the promise then never settles). */
  signal?: AbortSignal;
  /** Lets the page run between slices (default: a message through a MessageChannel). */
  yieldNow?(): Promise<void>;
}

/** Finds the first nonce solving `challenge`, in slices of a few milliseconds between which the page runs. */
export async function solveLocalChallenge(challenge: LocalChallenge, options: SolveOptions = {}): Promise<string> {
  const bytes = seedBytes(challenge.seed);
  if (!bytes) throw new Error('The captcha challenge is malformed.');
  const words = seedWords(bytes);
  const sliceMs = options.sliceMs ?? 12;
  const yieldNow = options.yieldNow ?? nextTask;
  const expected = 2 ** challenge.bits;
  for (let nonce = 0; nonce <= MAX_WORK_NONCE; ) {
    const until = Date.now() + sliceMs;
    do {
      // Between clock reads, a batch of tries.
      for (const end = nonce + 2048; nonce < end; nonce++) {
        if (meetsDifficulty(workHead(words, nonce), challenge.bits)) return formatLocalToken({ seed: challenge.seed, nonce });
      }
    } while (Date.now() < until);
    options.onProgress?.(1 - Math.exp(-nonce / expected));
    await yieldNow();
    if (options.signal?.aborted) return new Promise<string>(() => undefined);
  }
  throw new Error('The captcha challenge has no answer.');
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

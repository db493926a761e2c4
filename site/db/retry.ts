/**
 * Transient refusals of a write transaction that running it again resolves: SQLite's busy file
 * (another process held the write lock past `busy_timeout`), PostgreSQL's serialization failure
 * (40001) and deadlock (40P01).
 */
export function isRetryable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED' || code === '40001' || code === '40P01';
}

export interface RetryOptions {
  /** Attempts in all (default 5). */
  readonly attempts?: number;
  /** The first wait; each next one doubles, each taken at random between half and all of it (default 20 ms). */
  readonly baseDelayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work`, again after a short random wait when it fails with a retryable error, a bounded number of times. */
export async function withRetries<T>(work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 5;
  const base = options.baseDelayMs ?? 20;
  const sleep = options.sleep ?? pause;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      const ceiling = base * 2 ** (attempt - 1);
      await sleep(ceiling / 2 + Math.random() * (ceiling / 2));
    }
  }
}

// Transient write refusals are retried a bounded number of times; anything else at once.
import { describe, expect, it } from 'vitest';
import { poolSettings } from '../../../site/db/pool-settings.js';
import { isRetryable, withRetries } from '../../../site/db/retry.js';

const refusal = (code: string): Error => Object.assign(new Error(code), { code });
const noWait = { sleep: async () => undefined };

describe('withRetries', () => {
  it('runs again after SQLITE_BUSY, a serialization failure or a deadlock', async () => {
    for (const code of ['SQLITE_BUSY', '40001', '40P01']) {
      let calls = 0;
      const result = await withRetries(async () => {
        calls += 1;
        if (calls < 3) throw refusal(code);
        return 'done';
      }, noWait);
      expect(result).toBe('done');
      expect(calls).toBe(3);
    }
  });

  it('gives up after the bound with the last error', async () => {
    let calls = 0;
    await expect(
      withRetries(async () => {
        calls += 1;
        throw refusal('40001');
      }, { ...noWait, attempts: 4 }),
    ).rejects.toThrow('40001');
    expect(calls).toBe(4);
  });

  it('never retries other errors', async () => {
    let calls = 0;
    await expect(
      withRetries(async () => {
        calls += 1;
        throw refusal('23505');
      }, noWait),
    ).rejects.toThrow('23505');
    expect(calls).toBe(1);
    expect(isRetryable(new Error('plain'))).toBe(false);
  });

  it('waits longer after each refusal, at random within a bound', async () => {
    const waits: number[] = [];
    await expect(withRetries(async () => Promise.reject(refusal('SQLITE_BUSY')), { attempts: 4, baseDelayMs: 10, sleep: async (ms) => void waits.push(ms) })).rejects.toThrow();
    expect(waits).toHaveLength(3);
    waits.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(5 * 2 ** i);
      expect(ms).toBeLessThanOrEqual(10 * 2 ** i);
    });
  });
});

describe('poolSettings', () => {
  it('reads the environment, with defaults', () => {
    expect(poolSettings({})).toEqual({ max: 10, statementTimeoutMs: 10_000, connectTimeoutMs: 5_000, idleTimeoutMs: 30_000 });
    expect(poolSettings({ DB_POOL_SIZE: '4', DB_STATEMENT_TIMEOUT_MS: '2500' })).toMatchObject({ max: 4, statementTimeoutMs: 2500 });
  });

  it('refuses a value that is not a whole number in range, naming it', () => {
    expect(() => poolSettings({ DB_POOL_SIZE: 'many' })).toThrow('DB_POOL_SIZE must be a whole number from 1 to 1000 (got "many")');
    expect(() => poolSettings({ DB_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });
});

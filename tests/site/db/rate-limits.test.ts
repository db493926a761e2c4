// The shared request counters (rate_limits): one atomic statement per hit on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearCounts, countHits, readCounts, setMark, sweepCounts, uncountHits } from '../../../site/db/rate-limits.js';
import { QueueFullError, WorkQueue } from '../../../site/db/work-queue.js';
import { tempStore, type TempStore } from './temp-store.js';

let temp: TempStore;
beforeEach(async () => {
  temp = await tempStore();
});
afterEach(() => temp.dispose());

describe('rate limit counters', () => {
  it('count hits per key within a window and start again after it', async () => {
    const { store } = temp;
    const first = await countHits(store, [{ key: 'a', windowMs: 1000 }, { key: 'b', windowMs: 5000 }], 10_000);
    expect(first).toEqual([{ key: 'a', count: 1, expiresAt: 11_000 }, { key: 'b', count: 1, expiresAt: 15_000 }]);
    await countHits(store, [{ key: 'a', windowMs: 1000 }], 10_500);
    expect((await countHits(store, [{ key: 'a', windowMs: 1000 }], 10_999))[0]).toEqual({ key: 'a', count: 3, expiresAt: 11_000 });
    expect((await countHits(store, [{ key: 'a', windowMs: 1000 }], 11_000))[0]).toEqual({ key: 'a', count: 1, expiresAt: 12_000 });
    expect((await countHits(store, [{ key: 'b', windowMs: 5000 }], 11_000))[0]).toMatchObject({ count: 2, expiresAt: 15_000 });
  });

  it('count every one of many concurrent hits', async () => {
    const { store } = temp;
    await Promise.all(Array.from({ length: 40 }, () => countHits(store, [{ key: 'x', windowMs: 60_000 }, { key: 'y', windowMs: 60_000 }], 1000)));
    const counts = await readCounts(store, ['x', 'y', 'z'], 1000);
    expect(counts.get('x')?.count).toBe(40);
    expect(counts.get('y')?.count).toBe(40);
    expect(counts.has('z')).toBe(false);
  });

  it('take back hits, clear windows, keep marks and sweep the ended ones', async () => {
    const { store } = temp;
    await countHits(store, [{ key: 'a', windowMs: 1000 }, { key: 'b', windowMs: 1000 }], 0);
    await countHits(store, [{ key: 'a', windowMs: 1000 }], 0);
    await uncountHits(store, ['a'], 10);
    await clearCounts(store, ['b']);
    await setMark(store, 'known', 100_000, 0);
    const counts = await readCounts(store, ['a', 'b', 'known'], 10);
    expect(Object.fromEntries(counts)).toEqual({
      a: { key: 'a', count: 1, expiresAt: 1000 }, known: { key: 'known', count: 1, expiresAt: 100_000 },
    });
    expect(await sweepCounts(store, 5000)).toBe(1);
    expect([...(await readCounts(store, ['a', 'known'], 5000)).keys()]).toEqual(['known']);
  });
});

describe('WorkQueue', () => {
  it('runs at most `concurrency` jobs, queues `maxWaiting` more and refuses the rest at once', async () => {
    const queue = new WorkQueue('test', 2, 3);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const job = () => queue.run(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
      return 'done';
    });
    const accepted = Array.from({ length: 5 }, job);
    await expect(job()).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.pending).toBe(5);
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await Promise.all(accepted)).toEqual(Array(5).fill('done'));
    expect(most).toBe(2);
    expect(queue.pending).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_DELAY_MS, coalescer } from './coalesce.js';

describe('coalesced quantity changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one request with the last quantity of rapid changes', async () => {
    const sent: number[] = [];
    const settled = vi.fn();
    const c = coalescer(async (q) => void sent.push(q), settled);
    c.set(2);
    c.set(3);
    await vi.advanceTimersByTimeAsync(COALESCE_DELAY_MS - 1);
    c.set(4);
    expect(c.pending()).toBe(4);
    await vi.advanceTimersByTimeAsync(COALESCE_DELAY_MS);
    expect(sent).toEqual([4]);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(c.pending()).toBeUndefined();
  });

  it('keeps one request in flight and sends a change made meanwhile after it', async () => {
    const sent: number[] = [];
    let finish: () => void = () => undefined;
    const settled = vi.fn();
    const c = coalescer((q) => {
      sent.push(q);
      return new Promise<void>((resolve) => (finish = resolve));
    }, settled);
    c.set(2);
    await vi.advanceTimersByTimeAsync(COALESCE_DELAY_MS);
    c.set(5);
    c.set(6);
    await vi.advanceTimersByTimeAsync(COALESCE_DELAY_MS * 3);
    expect(sent).toEqual([2]);
    expect(c.pending()).toBe(6);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([2, 6]);
    expect(settled).not.toHaveBeenCalled();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('sends nothing once cancelled', async () => {
    const send = vi.fn(async () => undefined);
    const c = coalescer(send, () => undefined);
    c.set(3);
    c.cancel();
    await vi.advanceTimersByTimeAsync(COALESCE_DELAY_MS * 2);
    expect(send).not.toHaveBeenCalled();
    expect(c.pending()).toBeUndefined();
  });

  it('settles after a failed send too', async () => {
    const settled = vi.fn();
    const c = coalescer(async () => Promise.reject(new Error('x')), settled);
    c.set(3);
    await vi.advanceTimersByTimeAsync(COALESCE_DELAY_MS).catch(() => undefined);
    expect(settled).toHaveBeenCalledTimes(1);
  });
});

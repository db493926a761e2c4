import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorQueue, cutStack, type ClientErrorEvent } from './error-queue.js';

function error(n: number): ClientErrorEvent {
  return { event: 'javascript-error', timestamp: n, data: { kind: 'error', message: `e${n}`, stack: '', source: '', line: 0, column: 0, url: '' } };
}

describe('the error reporter queue (spec 000 §9)', () => {
  let sent: ClientErrorEvent[][];
  const queue = () =>
    createErrorQueue({ send: (events) => sent.push(events), setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (t) => clearTimeout(t as ReturnType<typeof setTimeout>) });

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
  });
  afterEach(() => vi.useRealTimers());

  it('sends 1 s after the last error, in one send', () => {
    const q = queue();
    q.push(error(1));
    vi.advanceTimersByTime(900);
    q.push(error(2));
    vi.advanceTimersByTime(900);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([[error(1), error(2)]]);
    expect(q.sends).toBe(1);
  });

  it('keeps at most 10 errors waiting', () => {
    const q = queue();
    const kept = Array.from({ length: 15 }, (_, i) => q.push(error(i)));
    expect(kept.filter(Boolean)).toHaveLength(10);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(10);
    expect(q.push(error(99))).toBe(true);
  });

  it('sends at most 20 times a page', () => {
    const q = queue();
    for (let i = 0; i < 25; i++) {
      q.push(error(i));
      vi.advanceTimersByTime(1000);
    }
    expect(sent).toHaveLength(20);
    expect(q.push(error(100))).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(20);
  });

  it('cuts stacks at 5000 characters', () => {
    expect(cutStack('x'.repeat(6000))).toHaveLength(5000);
    expect(cutStack('short')).toBe('short');
  });
});

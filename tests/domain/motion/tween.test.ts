import { describe, expect, it } from 'vitest';
import { TWEEN_DURATION_MS, tween, type Clock } from '../../../domain/motion/tween.js';

/** A clock whose frames run when the test advances time. */
function testClock(frameMs: number): Clock & { run(): void; time: number } {
  const queue: (() => void)[] = [];
  const clock = {
    time: 0,
    now: () => clock.time,
    frame: (callback: () => void) => void queue.push(callback),
    run() {
      for (let guard = 0; queue.length > 0 && guard < 10_000; guard++) {
        clock.time += frameMs;
        queue.shift()?.();
      }
    },
  };
  return clock;
}

describe('tween helper with finite durations (tween 300 ms)', () => {
  it('lasts 300 ms by default and ends exactly on the target', () => {
    const clock = testClock(16);
    const seen: [number, number][] = [];
    let doneAt = -1;
    tween({ from: 0, to: 100, step: (v) => seen.push([clock.time, v]), done: () => (doneAt = clock.time) }, clock);
    clock.run();
    expect(TWEEN_DURATION_MS).toBe(300);
    expect(seen[0]).toEqual([0, 0]);
    expect(seen.at(-1)).toEqual([doneAt, 100]);
    expect(doneAt).toBeGreaterThanOrEqual(300);
    expect(doneAt).toBeLessThan(300 + 16);
    const values = seen.map(([, v]) => v);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });

  it('takes the duration given, and 0 jumps at once', () => {
    const clock = testClock(10);
    let end = -1;
    tween({ from: 5, to: 1, duration: 50, step: () => undefined, done: () => (end = clock.time) }, clock);
    clock.run();
    expect(end).toBe(50);
    const steps: number[] = [];
    tween({ from: 5, to: 1, duration: 0, step: (v) => steps.push(v) }, clock);
    expect(steps).toEqual([1]);
  });

  it('refuses a duration that is not a finite number', () => {
    const clock = testClock(16);
    for (const duration of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => tween({ from: 0, to: 1, duration, step: () => undefined }, clock)).toThrow(/tween duration must be a finite number/);
    }
  });

  it('stops stepping once cancelled', () => {
    const clock = testClock(16);
    const steps: number[] = [];
    const t = tween({ from: 0, to: 1, step: (v) => steps.push(v) }, clock);
    t.cancel();
    clock.run();
    expect(steps).toHaveLength(1);
  });
});

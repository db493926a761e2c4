import { describe, expect, it } from 'vitest';
import { SCROLL_DURATION_MS, SCROLL_OFFSET, scrollDestination, scrollToTarget } from '../../../domain/motion/scroll-to.js';
import type { Clock } from '../../../domain/motion/tween.js';

function page(start: number) {
  const p = { scrollY: start, moves: [] as number[], scrollTo: (y: number) => void p.moves.push((p.scrollY = y)) };
  return p;
}

function clock(frameMs: number): Clock & { run(): number } {
  let time = 0;
  const queue: (() => void)[] = [];
  return {
    now: () => time,
    frame: (callback) => void queue.push(callback),
    run() {
      while (queue.length > 0) {
        time += frameMs;
        queue.shift()?.();
      }
      return time;
    },
  };
}

describe('scroll helper with finite durations (scroll 50 ms, offset 30)', () => {
  it('leaves 30 px above the target by default', () => {
    expect(SCROLL_OFFSET).toBe(30);
    expect(scrollDestination(500, 100)).toBe(570);
    expect(scrollDestination(10, 0)).toBe(0);
    expect(scrollDestination(-200, 1000, 0)).toBe(800);
  });

  it('scrolls over 50 ms by default, ending on the destination', () => {
    const p = page(100);
    const c = clock(10);
    scrollToTarget(p, 500, {}, c);
    const ended = c.run();
    expect(SCROLL_DURATION_MS).toBe(50);
    expect(ended).toBe(50);
    expect(p.scrollY).toBe(570);
    expect(p.moves.length).toBeGreaterThan(2);
  });

  it('takes another offset and duration', () => {
    const p = page(0);
    const c = clock(25);
    scrollToTarget(p, 400, { offset: 0, duration: 100 }, c);
    expect(c.run()).toBe(100);
    expect(p.scrollY).toBe(400);
  });

  it('refuses a duration or offset that is not a finite number', () => {
    expect(() => scrollToTarget(page(0), 10, { duration: Number.NaN }, clock(10))).toThrow(/scroll duration must be a finite number/);
    expect(() => scrollToTarget(page(0), 10, { duration: Number.POSITIVE_INFINITY }, clock(10))).toThrow(/finite/);
    expect(() => scrollToTarget(page(0), 10, { offset: Number.NaN }, clock(10))).toThrow(/scroll offset must be a finite number/);
  });
});

import { finiteDuration } from './finite-duration.js';
import { tween, type Clock, type Tween } from './tween.js';

/** Spec 001 §9: a scroll lasts 50 ms by default and stops 30 px above its target. */
export const SCROLL_DURATION_MS = 50;
export const SCROLL_OFFSET = 30;

export interface ScrollOptions {
  /** Milliseconds, finite (default 50). */
  duration?: number;
  /** Pixels left above the target, finite (default 30). */
  offset?: number;
}

/** The page a scroll moves: where it is, and how to move it. */
export interface ScrollPage {
  readonly scrollY: number;
  scrollTo(y: number): void;
}

/** The page offset that shows a target whose top is `targetTop` (relative to the viewport) `offset` below the top. */
export function scrollDestination(targetTop: number, scrollY: number, offset: number = SCROLL_OFFSET): number {
  return Math.max(0, Math.round(scrollY + targetTop - offset));
}

/** Scrolls the page to a target (its viewport top), leaving the offset above it. */
export function scrollToTarget(page: ScrollPage, targetTop: number, options: ScrollOptions, clock: Clock): Tween {
  const duration = finiteDuration('The scroll duration', options.duration, SCROLL_DURATION_MS);
  const offset = options.offset ?? SCROLL_OFFSET;
  if (!Number.isFinite(offset)) throw new RangeError(`The scroll offset must be a finite number, not ${String(offset)}`);
  const from = page.scrollY;
  const to = scrollDestination(targetTop, from, offset);
  return tween({ from, to, duration, step: (y) => page.scrollTo(Math.round(y)) }, clock);
}

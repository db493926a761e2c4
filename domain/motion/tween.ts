import { finiteDuration } from './finite-duration.js';

/** Spec 001 §9: a tween lasts 300 ms unless told otherwise. */
export const TWEEN_DURATION_MS = 300;

/** The browser's clock and frame scheduler, or a test's. */
export interface Clock {
  now(): number;
  frame(callback: () => void): void;
}

export interface TweenOptions {
  from: number;
  to: number;
  /** Milliseconds, finite (default 300). */
  duration?: number;
  /** Progress 0…1 to eased progress (default ease in and out). */
  ease?: (t: number) => number;
  step(value: number): void;
  done?(): void;
}

export interface Tween {
  cancel(): void;
}

export const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Moves a value from `from` to `to` over the duration, one step per frame, ending exactly on `to`. */
export function tween(options: TweenOptions, clock: Clock): Tween {
  const duration = finiteDuration('The tween duration', options.duration, TWEEN_DURATION_MS);
  const ease = options.ease ?? easeInOut;
  const start = clock.now();
  let cancelled = false;
  const tick = (): void => {
    if (cancelled) return;
    const t = duration === 0 ? 1 : Math.min(1, (clock.now() - start) / duration);
    options.step(t === 1 ? options.to : options.from + (options.to - options.from) * ease(t));
    if (t < 1) clock.frame(tick);
    else options.done?.();
  };
  tick();
  return { cancel: () => void (cancelled = true) };
}

/** The browser's clock: performance.now and requestAnimationFrame. */
export const browserClock: Clock = {
  now: () => performance.now(),
  frame: (callback) => void requestAnimationFrame(callback),
};

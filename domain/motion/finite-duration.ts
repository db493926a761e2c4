/** A duration in milliseconds as given to a motion helper: the default when absent, else finite and not negative. */
export function finiteDuration(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number of milliseconds, not ${String(value)}`);
  return Math.max(0, value);
}

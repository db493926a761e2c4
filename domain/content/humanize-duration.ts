/** A duration in milliseconds as minutes and seconds, `m:ss` (whole seconds, cut, not rounded). */
export function humanizeDuration(milliseconds: number): string {
  if (!Number.isFinite(milliseconds)) return '0:00';
  const seconds = Math.trunc(Math.abs(milliseconds) / 1000);
  const sign = milliseconds <= -1000 ? '-' : '';
  const minutes = Math.trunc(seconds / 60);
  return `${sign}${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

const DAY_S = 86_400;

/**
 * How long ago an event was, in the bands of the time-since formatter: less than a minute,
 * minutes, hours, days, weeks, months of 30 days, years of 365 days.
 */
export function timeAgo(deltaMs: number): string {
  const seconds = Math.trunc(deltaMs / 1000);
  const days = Math.trunc(seconds / DAY_S);
  const bands: [number, string][] = [
    [Math.trunc(days / 365), 'year'],
    [Math.trunc(days / 30), 'month'],
    [Math.trunc(days / 7), 'week'],
    [days, 'day'],
    [Math.trunc(seconds / 3600), 'hour'],
    [Math.trunc(seconds / 60), 'minute'],
  ];
  for (const [count, unit] of bands) if (count > 0) return `about ${amount(count, unit)} ago`;
  return 'less than a minute ago';
}

function amount(count: number, unit: string): string {
  if (count !== 1) return `${count} ${unit}s`;
  return unit === 'hour' ? 'an hour' : `a ${unit}`;
}

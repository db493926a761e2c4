/** Years a calendar date may fall in (4713 BC to 8652 AD, as the specification bounds them). */
const MIN_YEAR = -4712;
const MAX_YEAR = 8652;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/**
 * An instant (epoch ms) in the compact UTC form calendar links use, `YYYYMMDDTHHMMSSZ`;
 * undefined when it is not a date or falls outside the supported years.
 */
export function calendarDate(epochMs: number): string | undefined {
  const date = new Date(epochMs);
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < MIN_YEAR || year > MAX_YEAR) return undefined;
  const yyyy = year < 0 ? `-${pad(-year, 4)}` : pad(year, 4);
  const day = `${yyyy}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}`;
  const time = `${pad(date.getUTCHours(), 2)}${pad(date.getUTCMinutes(), 2)}${pad(date.getUTCSeconds(), 2)}`;
  return `${day}T${time}Z`;
}

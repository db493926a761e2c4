const formats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    if (formats.size > 256) formats.clear();
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * The zone's offset from UTC at `epochMs` in milliseconds, read from Intl ("GMT-04:56:02"), which
 * stays right for years BC (date-fns-tz misreads them). Unknown zones count as UTC.
 */
export function zoneOffset(timeZone: string, epochMs: number): number {
  let byInstant = offsets.get(timeZone);
  if (byInstant === undefined) {
    if (offsets.size >= 64) offsets.clear();
    offsets.set(timeZone, (byInstant = new Map()));
  }
  let offset = byInstant.get(epochMs);
  if (offset === undefined) {
    offset = readOffset(timeZone, epochMs);
    if (byInstant.size >= 4096) byInstant.clear();
    byInstant.set(epochMs, offset);
  }
  return offset;
}

/**
 * Offsets already read, by zone and instant: pages render the same dates again and again, and
 * Intl is slow at this (and a key made of both would be a new text per call).
 */
const offsets = new Map<string, Map<number, number>>();

function readOffset(timeZone: string, epochMs: number): number {
  if (!isKnownZone(timeZone)) return 0;
  const name = offsetFormat(timeZone).formatToParts(epochMs).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /^GMT([-+−])(\d\d):(\d\d)(?::(\d\d))?$/.exec(name);
  if (m === null) return 0;
  const ms = ((Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4] ?? 0)) * 1000;
  return m[1] === '+' ? ms : -ms;
}

/** Whether Intl knows the zone. */
export function isKnownZone(timeZone: string): boolean {
  try {
    offsetFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

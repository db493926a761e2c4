import { dateFormat } from './intl-cache.js';
import { zoneOffset } from './zone-offset.js';

/** Locales whose short zone names carry the customary abbreviations (EST, CET, IST, AEDT, JST…). */
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-IN', 'en-AU', 'ja-JP', 'en-NZ', 'en-CA'];

/** Names found, by zone and offset. */
const cache = new Map<string, Map<number, string>>();
/** Zones and offsets found to have no name, by year (looking costs a dozen Intl calls). */
const unnamed = new Set<string>();
const YEAR_MS = 31_556_952_000;

/**
 * The alphabetic abbreviation of `timeZone` at `epochMs` (EST, CET…), else the numeric form the
 * time zone database uses for zones without one (-03, +0530).
 */
export function zoneAbbreviation(timeZone: string, epochMs: number, offsetMs: number): string {
  const known = cache.get(timeZone)?.get(offsetMs);
  if (known !== undefined) return known;
  const yearKey = `${timeZone}|${offsetMs}|${Math.floor(epochMs / YEAR_MS)}`;
  if (unnamed.has(yearKey)) return numericName(offsetMs);
  const found = alphabeticName(timeZone, epochMs) ?? recentName(timeZone, offsetMs);
  if (found === undefined) {
    if (unnamed.size > 4096) unnamed.clear();
    unnamed.add(yearKey);
    return numericName(offsetMs);
  }
  // ICU names some zones only in recent years; the name then serves every date at that offset.
  let byOffset = cache.get(timeZone);
  if (byOffset === undefined) {
    if (cache.size > 64) cache.clear();
    cache.set(timeZone, (byOffset = new Map()));
  }
  if (byOffset.size > 1024) byOffset.clear();
  byOffset.set(offsetMs, found);
  return found;
}

function alphabeticName(timeZone: string, epochMs: number): string | undefined {
  for (const locale of ABBREVIATION_LOCALES) {
    try {
      const parts = dateFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(epochMs);
      const name = parts.find((p) => p.type === 'timeZoneName')?.value;
      if (name !== undefined && /^[A-Z]{2,5}$/.test(name)) return name;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Recent winter and summer samples, for dates ICU names only by offset. */
const SAMPLES = [Date.UTC(2021, 0, 15), Date.UTC(2021, 6, 15)];

/** The zone's name at a recent date with the same offset. */
function recentName(timeZone: string, offsetMs: number): string | undefined {
  for (const sample of SAMPLES) {
    if (zoneOffset(timeZone, sample) === offsetMs) {
      const name = alphabeticName(timeZone, sample);
      if (name !== undefined) return name;
    }
  }
  return undefined;
}

function numericName(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = minutes % 60 === 0 ? '' : String(minutes % 60).padStart(2, '0');
  return `${offsetMs < 0 ? '-' : '+'}${hh}${mm}`;
}

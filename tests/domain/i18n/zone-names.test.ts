import { describe, expect, it } from 'vitest';
import { zoneAbbreviation } from '../../../domain/i18n/zone-abbreviation.js';
import { isKnownZone, zoneOffset } from '../../../domain/i18n/zone-offset.js';

const WINTER = Date.UTC(2021, 1, 17, 21, 26);
const SUMMER = Date.UTC(2021, 6, 17, 21, 26);
const H = 3_600_000;

describe('zone offsets and names', () => {
  it('reads offsets, daylight time included, and years BC', () => {
    expect(zoneOffset('America/New_York', WINTER)).toBe(-5 * H);
    expect(zoneOffset('America/New_York', SUMMER)).toBe(-4 * H);
    expect(zoneOffset('Asia/Kolkata', WINTER)).toBe(5.5 * H);
    expect(zoneOffset('UTC', -1e14)).toBe(0);
    expect(zoneOffset('Nowhere/Else', WINTER)).toBe(0);
    expect(isKnownZone('Nowhere/Else')).toBe(false);
  });

  it('names zones by their usual abbreviations', () => {
    const name = (zone: string, ms = WINTER): string => zoneAbbreviation(zone, ms, zoneOffset(zone, ms));
    expect(['America/New_York', 'Europe/Paris', 'Asia/Kolkata', 'Australia/Sydney', 'Asia/Tokyo', 'UTC'].map((z) => name(z))).toEqual([
      'EST', 'CET', 'IST', 'AEDT', 'JST', 'UTC',
    ]);
    expect(name('America/New_York', SUMMER)).toBe('EDT');
  });

  it('falls back to the numeric form of the time zone database', () => {
    expect(zoneAbbreviation('America/Sao_Paulo', WINTER, -3 * H)).toBe('-03');
    expect(zoneAbbreviation('Asia/Kathmandu', WINTER, 5.75 * H)).toBe('+0545');
  });
});

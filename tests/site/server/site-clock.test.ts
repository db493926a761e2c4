// The site's clock: the real time, or the time a test writes into SITE_TEST_CLOCK_FILE.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { clockTime, siteNow } from '../../../site/server/site-clock.js';

const dir = await mkdtemp(join(tmpdir(), 'site-clock-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the site clock', () => {
  it('reads milliseconds or an ISO date, and nothing else', () => {
    expect(clockTime(' 1780000000000\n')).toBe(1_780_000_000_000);
    expect(clockTime('2027-01-02T03:04:05Z')).toBe(Date.UTC(2027, 0, 2, 3, 4, 5));
    expect(clockTime('')).toBeUndefined();
    expect(clockTime('soon')).toBeUndefined();
  });

  it('is the real time without the setting, or when the file is missing or unreadable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = Date.now();
    expect(siteNow({})).toBeGreaterThanOrEqual(before);
    expect(siteNow({ SITE_TEST_CLOCK_FILE: join(dir, 'missing') })).toBeGreaterThanOrEqual(before);
    await writeFile(join(dir, 'garbled'), 'not a time');
    expect(siteNow({ SITE_TEST_CLOCK_FILE: join(dir, 'garbled') })).toBeGreaterThanOrEqual(before);
  });

  it('follows the file as a test moves it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const file = join(dir, 'now');
    await writeFile(file, '1000');
    expect(siteNow({ SITE_TEST_CLOCK_FILE: file })).toBe(1000);
    await writeFile(file, '2026-12-24T18:00:00Z');
    expect(siteNow({ SITE_TEST_CLOCK_FILE: file })).toBe(Date.UTC(2026, 11, 24, 18));
  });
});

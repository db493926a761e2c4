/**
 * The moment the site shows its content at (scheduled posts appear once it passes their
 * `publishOn`): the real time, unless `SITE_TEST_CLOCK_FILE` names a file holding a time (ms since
 * 1970, or an ISO date) — a test's clock, moved by writing the file, so a test never waits for real
 * time. An operator setting (no request can move it); the server says so at start-up. A missing
 * or unreadable file is the real time.
 */
import { readFileSync } from 'node:fs';

let announced = false;

/** The time written in `text`, or undefined. */
export function clockTime(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const at = /^\d+$/.test(trimmed) ? Number(trimmed) : Date.parse(trimmed);
  return Number.isFinite(at) ? at : undefined;
}

export function siteNow(env: NodeJS.ProcessEnv = process.env): number {
  const file = env['SITE_TEST_CLOCK_FILE']?.trim();
  if (!file) return Date.now();
  if (!announced) {
    announced = true;
    console.warn(`[site] SITE_TEST_CLOCK_FILE is set: content is published by the time in ${file}, not the real time (tests only).`);
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return Date.now();
  }
  return clockTime(text) ?? Date.now();
}

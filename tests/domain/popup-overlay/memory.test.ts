import { describe, expect, it } from 'vitest';
import { parsePopupMemory, popupShouldOpen, rememberPopup } from '../../../domain/popup-overlay/memory.js';

const DAY = 24 * 60 * 60 * 1000;
const rule = { version: 2, showAgainDays: 7 };
const now = Date.UTC(2026, 10, 23);

describe('the popup remembered in local storage', () => {
  it('opens for a visitor with nothing remembered', () => {
    expect(popupShouldOpen(rule, {}, now)).toBe(true);
  });

  it('stays closed after a close until the days to show again have passed', () => {
    const closed = rememberPopup(rule, now, false);
    expect(closed).toEqual({ closedDate: now, version: 2, submitted: false });
    expect(popupShouldOpen(rule, closed, now + 6 * DAY)).toBe(false);
    expect(popupShouldOpen(rule, closed, now + 7 * DAY)).toBe(true);
  });

  it('never opens again for a visitor who signed up, until the owner raises the version', () => {
    const submitted = rememberPopup(rule, now, true);
    expect(popupShouldOpen(rule, submitted, now + 400 * DAY)).toBe(false);
    expect(popupShouldOpen({ ...rule, version: 3 }, submitted, now + DAY)).toBe(true);
  });

  it('opens on the next page for a close when the owner shows it again after 0 days', () => {
    expect(popupShouldOpen({ version: 1, showAgainDays: 0 }, rememberPopup({ version: 1, showAgainDays: 0 }, now, false), now)).toBe(true);
  });

  it('reads back what it wrote and treats anything unreadable as nothing remembered', () => {
    const memory = rememberPopup(rule, now, true);
    expect(parsePopupMemory(JSON.stringify(memory))).toEqual(memory);
    expect(parsePopupMemory(null)).toEqual({});
    expect(parsePopupMemory('{not json')).toEqual({});
    expect(parsePopupMemory('[1,2]')).toEqual({});
    expect(parsePopupMemory('{"closedDate":"yesterday","version":1.5,"submitted":"yes"}')).toEqual({});
  });
});

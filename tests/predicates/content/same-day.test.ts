import { describe, expect, it } from 'vitest';
import { sameDay } from '../../../predicates/content/same-day.js';
import { check } from '../../helpers/fake-scope.js';

describe('same-day?', () => {
  const noon = Date.UTC(2024, 2, 5, 12);
  it('compares UTC days', () => {
    expect(check(sameDay, { startDate: noon, endDate: noon + 11 * 3600_000 })).toBe(true);
    expect(check(sameDay, { startDate: noon, endDate: noon + 12 * 3600_000 })).toBe(false);
    expect(check(sameDay, { startDate: -1, endDate: 0 })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { relativeAmount, relativeTimeOptions } from '../../../domain/i18n/relative-time.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('relative time', () => {
  it('reads its options', () => {
    expect(relativeTimeOptions(['allowWeeks:true', 'context:begin-sentence', 'width:short', 'field:day'])).toEqual({
      allowWeeks: true, context: 'begin-sentence', width: 'short', field: 'day',
    });
  });

  it('picks the largest unit reached, weeks only when allowed', () => {
    const o = relativeTimeOptions([]);
    expect(relativeAmount(11.5 * DAY, o)).toEqual([12, 'day']);
    expect(relativeAmount(11.5 * DAY, relativeTimeOptions(['allowWeeks:true']))).toEqual([2, 'week']);
    expect(relativeAmount(-40_000_000, o)).toEqual([-11, 'hour']);
    expect(relativeAmount(400 * DAY, o)).toEqual([1, 'year']);
    expect(relativeAmount(0, o)).toEqual([0, 'second']);
  });

  it('uses a forced field', () => {
    expect(relativeAmount(2 * DAY, relativeTimeOptions(['field:hour']))).toEqual([48, 'hour']);
  });
});

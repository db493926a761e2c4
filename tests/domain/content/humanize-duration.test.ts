import { describe, expect, it } from 'vitest';
import { humanizeDuration } from '../../../domain/content/humanize-duration.js';

describe('humanizeDuration', () => {
  it('prints minutes and two-digit seconds', () => {
    expect(humanizeDuration(125000)).toBe('2:05');
    expect(humanizeDuration(0)).toBe('0:00');
    expect(humanizeDuration(59999)).toBe('0:59');
  });

  it('keeps counting minutes past an hour', () => {
    expect(humanizeDuration(3_661_000)).toBe('61:01');
  });

  it('signs negative durations and treats non-numbers as zero', () => {
    expect(humanizeDuration(-65000)).toBe('-1:05');
    expect(humanizeDuration(-500)).toBe('0:00');
    expect(humanizeDuration(Number.NaN)).toBe('0:00');
  });
});

import { describe, expect, it } from 'vitest';
import { editorMegabytes, formatMerchantFileSize, merchantFileSize } from '../../../domain/content/file-size.js';

describe('merchant file sizes (units of 1024)', () => {
  it('picks the largest unit that keeps the amount at 1 or more', () => {
    expect(merchantFileSize(1023)).toEqual({ amount: 1023, unit: 'byte' });
    expect(merchantFileSize(1024)).toEqual({ amount: 1, unit: 'kilobyte' });
    expect(merchantFileSize(1536 * 1024)).toEqual({ amount: 1.5, unit: 'megabyte' });
    expect(merchantFileSize(1024 ** 5)).toEqual({ amount: 1024, unit: 'terabyte' });
  });

  it('formats with at most one fraction digit', () => {
    expect(formatMerchantFileSize(1536 * 1024, 'en-US')).toBe('1.5 MB');
    expect(formatMerchantFileSize(1000, 'en-US')).toBe('1,000 byte');
  });
});

describe('editor megabytes', () => {
  it('counts 1,000,000 bytes to the megabyte', () => {
    expect(editorMegabytes(2_500_000)).toBe(2.5);
    expect(editorMegabytes(1024 * 1024)).toBeCloseTo(1.048576);
  });
});

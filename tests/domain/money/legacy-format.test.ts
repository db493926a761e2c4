import { describe, expect, it } from 'vitest';
import { formatLegacyAmount, legacyMoneyHtml } from '../../../domain/money/legacy-format.js';

describe('formatLegacyAmount', () => {
  it('groups with "," and keeps the currency digits', () => {
    expect(formatLegacyAmount('1234.5', 'USD')).toBe('1,234.50');
    expect(formatLegacyAmount('1234.5', 'JPY')).toBe('1,235');
    expect(formatLegacyAmount('-1234567.891', 'EUR')).toBe('-1,234,567.89');
  });

  it('rounds exact decimals half away from zero', () => {
    expect(formatLegacyAmount('1.005', 'USD')).toBe('1.01');
    expect(formatLegacyAmount('-0.004', 'USD')).toBe('0.00');
  });

  it('keeps at most 15 integer digits', () => {
    expect(formatLegacyAmount('1234567890123456.5', 'USD')).toBe('234,567,890,123,456.50');
  });

  it('wraps the text in the native-money span', () => {
    expect(legacyMoneyHtml('100', 'USD')).toBe('<span class="sqs-money-native">100.00</span>');
  });
});

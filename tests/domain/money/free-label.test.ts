import { describe, expect, it } from 'vitest';
import { freeLabel } from '../../../domain/money/free-label.js';

describe('freeIfZero free labels (spec 001 §5)', () => {
  it('shows the label instead of a zero amount when freeIfZero is set', () => {
    expect(freeLabel(0, { freeIfZero: true, freeLabel: 'Free' })).toBe('Free');
    expect(freeLabel(-0, { freeIfZero: true, freeLabel: ' Gratuit ' })).toBe('Gratuit');
  });

  it('leaves other amounts, and zero without freeIfZero, to the money format', () => {
    expect(freeLabel(0.01, { freeIfZero: true, freeLabel: 'Free' })).toBeUndefined();
    expect(freeLabel(0, { freeLabel: 'Free' })).toBeUndefined();
    expect(freeLabel(0, { freeIfZero: false })).toBeUndefined();
  });

  it('requires a label when the value is zero and freeIfZero is set', () => {
    expect(() => freeLabel(0, { freeIfZero: true })).toThrow(/free label/);
    expect(() => freeLabel(0, { freeIfZero: true, freeLabel: '  ' })).toThrow(/free label/);
    expect(freeLabel(5, { freeIfZero: true })).toBeUndefined();
  });
});

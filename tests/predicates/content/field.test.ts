import { describe, expect, it } from 'vitest';
import { numberField, textField } from '../../../predicates/content/field.js';

describe('numberField and textField', () => {
  it('read a field as item JSON is read', () => {
    expect(numberField({ a: '12' }, 'a')).toBe(12);
    expect(numberField({ a: true }, 'a')).toBe(1);
    expect(numberField({}, 'a')).toBe(0);
    expect(numberField({ a: 'x' }, 'a')).toBe(0);
    expect(textField({ a: 5 }, 'a')).toBe('5');
    expect(textField({ a: { b: 1 } }, 'a')).toBe('');
    expect(textField({}, 'constructor')).toBe('');
  });
});

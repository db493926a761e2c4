import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterCount, fieldError, formErrors } from './validate.js';

const EMAIL = 'Email is not valid. Email addresses should follow the format user@domain.com.';

describe('local validation', () => {
  it('a required empty field is "Required"; multi-part fields need one part; likert needs none', () => {
    expect(fieldError({ id: 'a', type: 'text', required: true }, '  ')).toBe('Required');
    expect(fieldError({ id: 'a', type: 'name', required: true }, ['', ''])).toBe('Required');
    expect(fieldError({ id: 'a', type: 'name', required: true }, ['', 'Lovelace'])).toBeUndefined();
    expect(fieldError({ id: 'a', type: 'checkbox', required: true }, [])).toBe('Required');
    expect(fieldError({ id: 'a', type: 'radio', required: true }, '')).toBe('Required');
    expect(fieldError({ id: 'a', type: 'select', required: true }, '')).toBe('Required');
    expect(fieldError({ id: 'a', type: 'likert', required: true }, {})).toBeUndefined();
    expect(fieldError({ id: 'a', type: 'text' }, '')).toBeUndefined();
  });

  it('a textarea longer than its maximum exceeds the limit, unless optional and empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.string({ maxLength: 60 }), (max, text) => {
        const error = fieldError({ id: 't', type: 'textarea', maxLength: max }, text);
        if (text.trim() === '') expect(error).toBeUndefined();
        else expect(error).toBe(text.length > max ? 'You have exceeded the character limit.' : undefined);
      }),
    );
  });

  it('an email fails when non-empty and invalid, or required and empty', () => {
    expect(fieldError({ id: 'e', type: 'email' }, 'nope')).toBe(EMAIL);
    expect(fieldError({ id: 'e', type: 'email' }, 'a@b.c')).toBe(EMAIL);
    expect(fieldError({ id: 'e', type: 'email' }, 'ada@example.com')).toBeUndefined();
    expect(fieldError({ id: 'e', type: 'email' }, '')).toBeUndefined();
    expect(fieldError({ id: 'e', type: 'email', required: true }, '')).toBe('Required');
  });

  it('collects errors by field id', () => {
    const fields = [{ id: 'a', type: 'text', required: true }, { id: 'b', type: 'section' }, { id: 'c', type: 'email' }];
    expect(formErrors(fields, { a: '', c: 'x' })).toEqual({ a: 'Required', c: EMAIL });
  });

  it('the counter reads "count / max" and is over past the maximum', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.integer({ min: 1, max: 30 }), (text, max) => {
        expect(characterCount(text, max)).toEqual({ text: `${text.length} / ${max}`, over: text.length > max });
      }),
    );
  });
});

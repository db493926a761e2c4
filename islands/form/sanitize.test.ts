import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormField } from '../../domain/forms/site-form.js';
import { emptyRaw, formPayload, sanitizeField, type RawField } from './sanitize.js';

const field = (type: string, extra: Partial<FormField> = {}): FormField => ({ id: `f-${type}`, type, ...extra });
const raw = (r: Partial<RawField>): RawField => ({ ...emptyRaw(), ...r });
const none = new URLSearchParams();
const text = fc.string({ maxLength: 12 });

describe('sanitized value per field kind', () => {
  it('phone: a blank leading part is prepended exactly when it has three parts', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 5 }), (parts) => {
        const value = sanitizeField(field('phone'), raw({ values: parts }), none) as string[];
        expect(value).toEqual(parts.length === 3 ? ['', ...parts] : parts);
      }),
    );
  });

  it('address, date, name, time: the list of sub-field values', () => {
    fc.assert(
      fc.property(fc.constantFrom('address', 'date', 'name', 'time'), fc.array(text, { maxLength: 6 }), (type, parts) => {
        expect(sanitizeField(field(type), raw({ values: parts }), none)).toEqual(parts);
      }),
    );
  });

  it('checkbox: the checked values; radio: the first checked; select and single fields: the value', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 4 }), text, (checked, value) => {
        expect(sanitizeField(field('checkbox'), raw({ checked }), none)).toEqual(checked);
        expect(sanitizeField(field('radio'), raw({ checked }), none)).toBe(checked[0] ?? '');
        for (const type of ['select', 'text', 'textarea', 'email', 'number', 'website']) {
          expect(sanitizeField(field(type), raw({ values: [value] }), none)).toBe(value);
        }
      }),
    );
  });

  it('likert: question to the checked answers', () => {
    const likert = { Speed: ['Good'], Care: ['Bad'] };
    expect(sanitizeField(field('likert'), raw({ likert }), none)).toEqual(likert);
  });

  it('hidden: the query string value under its name, else its own value', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ minLength: 1, maxLength: 10 }), { nil: undefined }), text, (fromQuery, own) => {
        const hidden = field('hidden', { key: 'SQF_SOURCE', value: own });
        const query = new URLSearchParams(fromQuery === undefined ? {} : { SQF_SOURCE: fromQuery });
        expect(sanitizeField(hidden, emptyRaw(), query)).toBe(fromQuery ?? own);
      }),
    );
  });

  it('sections are never in the payload; every other field is', () => {
    const kinds = fc.constantFrom('section', 'text', 'phone', 'checkbox', 'likert', 'hidden', 'select');
    fc.assert(
      fc.property(fc.array(kinds, { maxLength: 10 }), (types) => {
        const fields = types.map((type, i) => ({ id: `f${i}`, type }));
        const form = formPayload(fields, () => emptyRaw(), none);
        expect(Object.keys(form).sort()).toEqual(fields.filter((f) => f.type !== 'section').map((f) => f.id).sort());
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { pluralize } from '../../formatters/pluralize.js';
import { format } from '../helpers/fake-scope.js';

describe('pluralize', () => {
  it('adds "s" for anything but one', () => {
    expect([0, 1, 2, 5].map((n) => format(pluralize, n))).toEqual(['s', '', 's', 's']);
  });

  it('uses one argument as the plural suffix', () => {
    expect([1, 2].map((n) => format(pluralize, n, ['es']))).toEqual(['', 'es']);
  });

  it('uses two arguments as the singular and plural words', () => {
    expect([0, 1, 2].map((n) => format(pluralize, n, ['item', 'items']))).toEqual(['items', 'item', 'items']);
  });

  it('counts numeric text, true and 1.0 as one', () => {
    for (const value of ['1', true, 1.0]) expect(format(pluralize, value, ['one', 'many'])).toBe('one');
  });

  it('takes missing, null, text and fractions as plural', () => {
    for (const value of [undefined, null, 'x', 1.5, -1]) expect(format(pluralize, value, ['one', 'many'])).toBe('many');
  });
});

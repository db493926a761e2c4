import { describe, expect, it } from 'vitest';
import { pluralKeysError, selectPluralKey } from '../../../domain/i18n/plural-select.js';

const ALL = ['zero', 'one', 'two', 'few', 'many', 'other'];

describe('plural keys', () => {
  it('needs an other form and known keys', () => {
    expect(pluralKeysError(['one'])).toMatch(/other/);
    expect(pluralKeysError(['one', 'lots', 'other'])).toMatch(/'lots'/);
    expect(pluralKeysError(['=0', '=1.5', 'one', 'other'])).toBeUndefined();
  });
});

describe('selectPluralKey', () => {
  it('prefers an exact =N key', () => {
    expect(selectPluralKey(['=1', 'one', 'other'], '1', 'en-US', false)).toBe('=1');
  });

  it('uses the locale rules, counting visible fraction digits', () => {
    const pl = ['0', '0.0', '1', '1.0', '2', '5', '22'].map((n) => selectPluralKey(ALL, n, 'pl-PL', false));
    expect(pl).toEqual(['many', 'other', 'one', 'other', 'few', 'many', 'few']);
    const fr = ['0', '0.1', '1.1', '2'].map((n) => selectPluralKey(ALL, n, 'fr-FR', false));
    expect(fr).toEqual(['one', 'one', 'one', 'other']);
  });

  it('selects ordinals', () => {
    expect(['1', '2', '3', '4', '11', '22'].map((n) => selectPluralKey(ALL, n, 'en-US', true))).toEqual(['one', 'two', 'few', 'other', 'other', 'two']);
  });

  it('has no key when the message lacks the category', () => {
    expect(selectPluralKey(['other'], '1', 'en-US', false)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { decimal } from '../../../formatters/i18n/decimal.js';
import { unit } from '../../../formatters/i18n/unit.js';
import { format } from '../../helpers/fake-scope.js';
import { i18nScope } from './scope.js';

describe('decimal', () => {
  it('formats numbers and numeric strings in the locale', () => {
    expect(format(decimal, '-100200300.40', ['group:false'], i18nScope())).toBe('-100200300.4');
    expect(format(decimal, 1234.5, [], i18nScope({ locale: 'fr-FR' }))).toBe('1\u202f234,5');
  });

  it('prints nothing for non-numbers and with locale none', () => {
    expect(format(decimal, 'xyz', ['group:true'], i18nScope())).toBe('');
    expect(format(decimal, 5, [], i18nScope({ locale: 'none' }))).toBe('');
  });

  it('clamps digit options instead of failing (to 50, then to the 20 fraction digits V8 allows)', () => {
    expect(format(decimal, '0.5', ['minfrac:999'], i18nScope())).toBe(`0.5${'0'.repeat(19)}`);
    expect(format(decimal, '7', ['minint:-4', 'maxsig:99'], i18nScope())).toBe(`7.${'0'.repeat(20)}`); // padded to V8's 21 significant digits
    expect(format(unit, '7', ['minfrac:60', 'minint:30'], i18nScope())).toMatch(/^0{20}7\.0{20}$/);
  });
});

describe('decimal modes', () => {
  it('mode:significant keeps the digits the number has, within minsig and maxsig, and ignores fraction options', () => {
    expect(format(decimal, '3.14159265', ['mode:significant'], i18nScope())).toBe('3.14159265');
    expect(format(decimal, '3.14159265', ['mode:significant', 'maxsig:3', 'maxfrac:1'], i18nScope())).toBe('3.14');
    expect(format(decimal, '1.5', ['mode:significant', 'minsig:3'], i18nScope())).toBe('1.50');
    expect(format(decimal, '1200.000', ['mode:significant'], i18nScope())).toBe('1,200');
  });

  it('mode:significant-maxfrac also stops at maxfrac fraction digits (3 without it), whichever is fewer', () => {
    expect(format(decimal, '3.14159265', ['mode:significant-maxfrac'], i18nScope())).toBe('3.142');
    expect(format(decimal, '3.14159265', ['mode:significant-maxfrac', 'maxsig:2', 'maxfrac:3'], i18nScope())).toBe('3.1');
    expect(format(decimal, '1234567.891', ['mode:significant-maxfrac', 'maxsig:4'], i18nScope())).toBe('1,235,000');
    expect(format(decimal, '2.5', ['mode:significant-maxfrac', 'maxfrac:0', 'round:down'], i18nScope())).toBe('2');
  });

  it('an unknown mode leaves the default digits', () => {
    expect(format(decimal, '3.14159265', ['mode:fancy'], i18nScope())).toBe('3.142');
  });
});

describe('decimal locales', () => {
  it('reads en_US as en-US and reports locales Intl rejects', () => {
    expect(format(decimal, 1234.5, [], i18nScope({ locale: 'de_DE' }))).toBe('1.234,5');
    const scope = i18nScope({ locale: 'not a locale' });
    expect(format(decimal, 1, [], scope)).toBe('');
    expect(scope.errors.map((e) => e.code)).toEqual(['formatter-failed']);
  });
});

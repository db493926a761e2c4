import { describe, expect, it } from 'vitest';
import { date } from '../../../formatters/i18n/date.js';
import { format } from '../../helpers/fake-scope.js';
import { i18nScope } from './scope.js';

describe('date', () => {
  it('formats in the render time zone', () => {
    expect(format(date, 1613597165345, ['%Y-%m-%d', '%H:%M:%S', '%Z'], i18nScope())).toBe('2021-02-17 16:26:05 EST');
    expect(format(date, 1613597165345, ['%H:%M', '%Z'], i18nScope({ timeZone: 'Europe/Paris' }))).toBe('22:26 CET');
  });

  it('treats unknown zones as UTC', () => {
    expect(format(date, 0, ['%H', '%Z'], i18nScope({ timeZone: 'Foo/Bar' }))).toBe('00 UTC');
  });

  it('prints nothing without a pattern, and keeps working with locale none', () => {
    expect(format(date, 0, [], i18nScope())).toBe('');
    expect(format(date, '0', ['%Y'], i18nScope({ locale: 'none', timeZone: 'UTC' }))).toBe('1970');
  });

  it('reads a missing value, null or text that is not a number as the epoch, as Java does', () => {
    const scope = i18nScope({ timeZone: 'UTC' });
    for (const value of [undefined, null, 'soon', {}, '']) expect(format(date, value, ['%Y-%m-%d'], scope)).toBe('1970-01-01');
    expect(format(date, '86400000.9', ['%Y-%m-%d %H:%M'], scope)).toBe('1970-01-02 00:00');
  });

  it('reports Julian days out of range and prints nothing', () => {
    const scope = i18nScope();
    expect(format(date, 1e17, ['%Y'], scope)).toBe('');
    expect(scope.errors).toEqual([{ code: 'formatter-failed', message: expect.stringMatching(/Julian day .* 4713 B\.C\. to .* 8652 A\.D\./) }]);
  });
});

import { describe, expect, it } from 'vitest';
import { datetime } from '../../../formatters/i18n/datetime.js';
import { format } from '../../helpers/fake-scope.js';
import { i18nScope } from './scope.js';

describe('datetime', () => {
  it('formats in the locale and the render time zone', () => {
    expect(format(datetime, 1582663910000, ['full'], i18nScope({ timeZone: 'America/Los_Angeles' }))).toBe(
      'Tuesday, February 25, 2020 at 12:51:50\u202fPM Pacific Standard Time',
    );
    expect(format(datetime, 1582663910000, ['date:long'], i18nScope({ locale: 'de-DE' }))).toBe('25. Februar 2020');
  });

  it('prints nothing for non-numbers, locale none, and reports bad locales', () => {
    expect(format(datetime, 'x', [], i18nScope())).toBe('');
    expect(format(datetime, 0, [], i18nScope({ locale: 'none' }))).toBe('');
    const scope = i18nScope({ locale: 'not a locale!' });
    expect(format(datetime, 0, [], scope)).toBe('');
    expect(scope.errors[0]?.code).toBe('formatter-failed');
  });
});

import { describe, expect, it } from 'vitest';
import { datetimeInterval } from '../../../formatters/i18n/datetime-interval.js';
import { i18nScope } from './scope.js';

describe('datetime-interval', () => {
  it('formats the range between its two values', () => {
    const scope = i18nScope();
    expect(datetimeInterval.apply(1582663910000, [], scope, [1582663910000, 1583763910000])).toBe('Feb 25\u2009–\u2009Mar 9, 2020');
    expect(datetimeInterval.apply(1582663910000, [], scope, [1582663910000])).toBe('');
  });
});

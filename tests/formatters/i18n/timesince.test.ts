import { describe, expect, it } from 'vitest';
import { timesince } from '../../../formatters/i18n/timesince.js';
import { format } from '../../helpers/fake-scope.js';
import { i18nScope } from './scope.js';

describe('timesince', () => {
  it('wraps the time ago in a span carrying the date', () => {
    expect(format(timesince, -607001400000, [], i18nScope({ now: 1627849845000 }))).toBe(
      '<span class="timesince" data-date="-607001400000">about 70 years ago</span>',
    );
    expect(format(timesince, '1577987019000', [], i18nScope({ now: 1627849845000 }))).toBe(
      '<span class="timesince" data-date="1577987019000">about a year ago</span>',
    );
  });

  it('says Invalid date. for values that are not times', () => {
    for (const value of ['tomorrow', undefined, {}, NaN]) expect(format(timesince, value, [], i18nScope())).toBe('Invalid date.');
  });
});

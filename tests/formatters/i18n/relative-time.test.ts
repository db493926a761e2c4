import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../formatters/i18n/relative-time.js';
import { format } from '../../helpers/fake-scope.js';
import { i18nScope } from './scope.js';

describe('relative-time', () => {
  it('measures from the render clock or between two values', () => {
    const scope = i18nScope({ now: 1502298000000 });
    expect(format(relativeTime, 1502305200000, ['context:begin-sentence'], scope)).toBe('In 2 hours');
    expect(format(relativeTime, 1502258000000, [], scope)).toBe('11 hours ago');
    expect(relativeTime.apply(1509647217000, ['allowWeeks:true'], scope, [1509647217000, 1510641417000])).toBe('in 2 weeks');
    expect(format(relativeTime, 'x', [], scope)).toBe('');
    expect(format(relativeTime, 1502298000000, [], scope)).toBe('now');
  });
});

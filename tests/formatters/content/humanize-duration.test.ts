import { describe, expect, it } from 'vitest';
import { humanizeDuration } from '../../../formatters/content/humanize-duration.js';
import { format } from '../../helpers/fake-scope.js';

describe('humanizeDuration', () => {
  it('prints milliseconds as m:ss', () => {
    expect(format(humanizeDuration, 125000)).toBe('2:05');
    expect(format(humanizeDuration, '61000')).toBe('1:01');
  });

  it('prints 0:00 for what is not a number', () => {
    expect(format(humanizeDuration, undefined)).toBe('0:00');
  });
});

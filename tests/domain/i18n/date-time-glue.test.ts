import { describe, expect, it } from 'vitest';
import { joinDateTime } from '../../../domain/i18n/date-time-glue.js';

describe('joinDateTime', () => {
  it('uses the locale pattern for each width', () => {
    expect(joinDateTime('en-US', 'full', 'D', 'T')).toBe('D at T');
    expect(joinDateTime('en-US', 'medium', 'D', 'T')).toBe('D, T');
    expect(joinDateTime('de-DE', 'full', 'D', 'T')).toBe('D um T');
  });

  it('keeps dollar signs in the parts as they are', () => {
    expect(joinDateTime('en-US', 'short', '$1', '$&')).toBe('$1, $&');
  });
});

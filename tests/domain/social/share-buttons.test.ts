import { describe, expect, it } from 'vitest';
import { shareButtonsEnabled } from '../../../domain/social/share-buttons.js';

describe('shareButtonsEnabled', () => {
  it('needs a non-empty list or map of options', () => {
    expect(shareButtonsEnabled(['facebook'])).toBe(true);
    expect(shareButtonsEnabled({ facebook: true })).toBe(true);
  });

  it('is off for empty containers and anything else', () => {
    for (const options of [[], {}, 'facebook', 1, true, null, undefined]) expect(shareButtonsEnabled(options)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { externalLink } from '../../../predicates/content/external-link.js';
import { check } from '../../helpers/fake-scope.js';

describe('external-link?', () => {
  it('needs a non-empty external link', () => {
    expect(check(externalLink, { externalLink: 'http://x' })).toBe(true);
    expect(check(externalLink, { externalLink: '' })).toBe(false);
    expect(check(externalLink, {})).toBe(false);
  });
});

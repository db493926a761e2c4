import { describe, expect, it } from 'vitest';
import { disqus } from '../../../predicates/social/disqus.js';
import { check } from '../../helpers/fake-scope.js';

describe('disqus?', () => {
  it('needs a Disqus short name', () => {
    expect(check(disqus, { websiteSettings: { disqusShortName: 'abc' } })).toBe(true);
    expect(check(disqus, { websiteSettings: { disqusShortName: '' } })).toBe(false);
    expect(check(disqus, {})).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { excerpt } from '../../../predicates/content/excerpt.js';
import { check } from '../../helpers/fake-scope.js';

describe('excerpt?', () => {
  it('holds when the excerpt has visible text', () => {
    expect(check(excerpt, { excerpt: '<p>Hi</p>' })).toBe(true);
    expect(check(excerpt, { excerpt: { html: 'x' } })).toBe(true);
  });

  it('does not hold for tags, spaces, no-break and zero-width spaces only', () => {
    for (const value of ['', '<p> </p>', '\u00a0\u200b', '<br/>\n', '<', ' > ', { html: '<p></p>' }, { text: 'x' }, 5]) {
      expect(check(excerpt, { excerpt: value })).toBe(false);
    }
  });

  it('treats an unclosed tag as running to the end', () => {
    expect(check(excerpt, { excerpt: '<b x' })).toBe(false);
    expect(check(excerpt, { excerpt: 'a <b' })).toBe(true);
  });
});

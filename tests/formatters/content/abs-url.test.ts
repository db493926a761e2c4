import { describe, expect, it } from 'vitest';
import { absUrl } from '../../../formatters/content/abs-url.js';
import { fakeScope, format } from '../../helpers/fake-scope.js';

describe('AbsUrl', () => {
  it('puts the value under the base URL', () => {
    expect(format(absUrl, 'blog/post', [], fakeScope({ data: { 'base-url': 'https://x.com' } }))).toBe('https://x.com/blog/post');
  });

  it('keeps the slash without a base URL', () => {
    expect(format(absUrl, 'p', [], fakeScope())).toBe('/p');
  });
});

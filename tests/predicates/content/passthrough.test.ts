import { describe, expect, it } from 'vitest';
import { passthrough } from '../../../predicates/content/passthrough.js';
import { check } from '../../helpers/fake-scope.js';

describe('passthrough?', () => {
  it('needs the flag and a source URL', () => {
    expect(check(passthrough, { passthrough: true, sourceUrl: 'http://x' })).toBe(true);
    expect(check(passthrough, { passthrough: true, sourceUrl: '' })).toBe(false);
    expect(check(passthrough, { passthrough: false, sourceUrl: 'http://x' })).toBe(false);
  });
});

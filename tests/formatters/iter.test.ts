import { describe, expect, it } from 'vitest';
import { iter } from '../../formatters/iter.js';
import { fakeScope, format } from '../helpers/fake-scope.js';

describe('iter', () => {
  it('prints the 1-based position in the repeated section', () => {
    expect(format(iter, 'ignored', [], fakeScope({ vars: { '@index': 3 } }))).toBe('3');
  });

  it('prints nothing outside a repeated section', () => {
    expect(format(iter, 'ignored', [], fakeScope())).toBe('');
  });
});

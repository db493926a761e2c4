import { describe, expect, it } from 'vitest';
import { output } from '../../formatters/output.js';
import { format } from '../helpers/fake-scope.js';

describe('output', () => {
  it('prints its arguments joined by spaces, whatever the value', () => {
    expect(format(output, {}, ['abc', 'def', 'ghi'])).toBe('abc def ghi');
    expect(format(output, undefined, ['x'])).toBe('x');
  });

  it('keeps empty arguments as extra spaces', () => {
    expect(format(output, 1, ['', 'x'])).toBe(' x');
  });

  it('prints nothing without arguments', () => {
    expect(format(output, 'value', [])).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { format as formatFormatter } from '../../formatters/format.js';
import { fakeScope, format } from '../helpers/fake-scope.js';

const scope = fakeScope({
  data: { first: 'A', second: 'B', count: 3, none: null, list: [1, 2], thing: { x: 1 } },
});

describe('format', () => {
  it('fills numbered placeholders with the arguments looked up as variables', () => {
    expect(format(formatFormatter, '{0} and {1}', ['first', 'second'], scope)).toBe('A and B');
  });

  it('uses a placeholder as often as it appears, in any order', () => {
    expect(format(formatFormatter, '{1}{0}{1}', ['first', 'second'], scope)).toBe('BAB');
  });

  it('prints nothing for a placeholder past the last argument', () => {
    expect(format(formatFormatter, '{1} and {5} maybe {3}', ['first', 'second', 'first', 'count'], scope)).toBe(
      'B and  maybe 3',
    );
  });

  it('reads leading zeros', () => {
    expect(format(formatFormatter, '{0001} and {10000}', ['first', 'second'], scope)).toBe('B and ');
  });

  it('accepts quoted strings and number literals', () => {
    expect(format(formatFormatter, '{0}={1}', ['"size"', '42'], scope)).toBe('size=42');
  });

  // The reference prints "[object Object]" for an object argument.
  it('prints arguments as {var} would: arrays joined, objects, null and missing as nothing', () => {
    expect(format(formatFormatter, '[{0}|{1}|{2}|{3}]', ['list', 'thing', 'none', 'nope'], scope)).toBe('[1,2|||]');
  });

  it('leaves braces that are not placeholders as text', () => {
    expect(format(formatFormatter, '{a} { 0} {0', ['first'], scope)).toBe('{a} { 0} {0');
  });

  it('does not expand placeholders inside substituted text', () => {
    const s = fakeScope({ data: { p: '{0}' } });
    expect(format(formatFormatter, '{0}', ['p'], s)).toBe('{0}');
  });

  it('formats the text of a number and gives empty text for missing or null', () => {
    expect(format(formatFormatter, 3, ['first'], scope)).toBe('3');
    expect(format(formatFormatter, undefined, ['first'], scope)).toBe('');
    expect(format(formatFormatter, null, ['first'], scope)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { truncate } from '../../formatters/truncate.js';
import { format } from '../helpers/fake-scope.js';

const TALE = 'It was the best of times, it was the worst of times, it was the age of wisdom';

describe('truncate', () => {
  it('cuts after the last space within the limit and adds "..."', () => {
    expect(format(truncate, TALE, ['28'])).toBe('It was the best of times, ...');
  });

  it('takes the ellipsis from the second argument', () => {
    expect(format(truncate, TALE, ['55', '!!'])).toBe('It was the best of times, it was the worst of times, !!');
    expect(format(truncate, TALE, ['28', ' ! ! !'])).toBe('It was the best of times,  ! ! !');
  });

  it('an empty second argument means no ellipsis', () => {
    expect(format(truncate, 'abcdefgh', ['5', ''])).toBe('abcde');
  });

  it('cuts a word with no space before the limit at the limit', () => {
    expect(format(truncate, 'helloworld', ['6'])).toBe('hellow...');
  });

  it('keeps a word that ends exactly at the limit out, as the references do', () => {
    expect(format(truncate, 'hello world foo', ['11'])).toBe('hello ...');
  });

  it('leaves text within the limit alone', () => {
    expect(format(truncate, 'hello', ['5'])).toBe('hello');
  });

  it('defaults to 100 characters', () => {
    const long = 'ab '.repeat(60);
    expect(format(truncate, long)).toBe('ab '.repeat(33) + '...');
  });

  it('leaves the value alone when the limit is not a positive number', () => {
    expect(format(truncate, 'hello world', ['0'])).toBe('hello world');
    expect(format(truncate, 'hello world', ['x'])).toBe('hello world');
    expect(format(truncate, [1, 2], ['x'])).toEqual([1, 2]);
  });

  it('cuts a fractional limit down', () => {
    expect(format(truncate, 'abcdefgh', ['3.7', '~'])).toBe('abc~');
  });

  // The reference splits the emoji, leaving half a character before the ellipsis.
  it('does not split a character outside the basic plane', () => {
    expect(format(truncate, 'a😍😍', ['2'])).toBe('a...');
  });

  it('works on the text of numbers and gives empty text for missing', () => {
    expect(format(truncate, 12345.678, ['5'])).toBe('12345...');
    expect(format(truncate, undefined, ['5'])).toBe('');
  });

  it('ignores arguments past the second, as the reference does', () => {
    expect(truncate.args).toBeUndefined();
    expect(format(truncate, 'abc def', ['4', '…', 'extra'])).toBe('abc …');
  });
});

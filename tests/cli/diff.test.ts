import { describe, expect, it } from 'vitest';
import { compactJson, deepEqual, firstDifference, firstJsonDifference, lineDiff, quote } from '../../cli/diff.js';

describe('quote', () => {
  it('makes look-alike whitespace visible', () => {
    expect(quote('a\u2009b\u202fc\u00a0d\te')).toBe('"a\\u2009b\\u202fc\\u00a0d\\te"');
    expect(quote('say "hi"')).toBe('"say \\"hi\\""');
    expect(quote('héllo – ok')).toBe('"héllo – ok"');
  });
});

describe('firstDifference', () => {
  it('names the first differing line and column', () => {
    expect(firstDifference('a\nbcd\ne', 'a\nbXd\ne')).toBe('line 2, col 2: expected "bcd" but got "bXd"');
  });

  it('tells missing and extra lines apart', () => {
    expect(firstDifference('a\nb', 'a')).toBe('line 2: expected "b" but got end of output');
    expect(firstDifference('a', 'a\nb')).toBe('line 2: expected end of output but got "b"');
  });

  it('shows a thin space that differs from a plain one', () => {
    expect(firstDifference('1\u2009000', '1 000')).toBe('line 1, col 2: expected "1\\u2009000" but got "1 000"');
  });

  it('cuts long lines around the difference', () => {
    const line = 'x'.repeat(500);
    const message = firstDifference(`${line}A${line}`, `${line}B${line}`);
    expect(message.length).toBeLessThan(400);
    expect(message).toContain('A');
    expect(message).toContain('B');
  });
});

describe('lineDiff', () => {
  it('marks removed and added lines', () => {
    expect(lineDiff('a\nb\nc', 'a\nB\nc')).toBe('  a\n- b\n+ B\n  c');
    expect(lineDiff('a\nc', 'a\nb\nc')).toBe('  a\n+ b\n  c');
  });
});

describe('JSON comparison', () => {
  it('compares deeply', () => {
    expect(deepEqual([17, 1, [[0, 'x']], 18], [17, 1, [[0, 'x']], 18])).toBe(true);
    expect(deepEqual([1, [0]], [1, 0])).toBe(false);
    expect(deepEqual({ a: 1, b: [2] }, { b: [2], a: 1 })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });

  it('names the path of the first difference', () => {
    expect(firstJsonDifference([17, 1, [[1, [['a']], 0]], 18], [17, 1, [[1, [['a']], []]], 18])).toBe(
      'at [2][0][2]: expected 0 but got []',
    );
    expect(firstJsonDifference([1, 2], [1])).toBe('at root: expected [1,2] but got [1]');
    expect(firstJsonDifference([1], [1])).toBeUndefined();
  });

  it('prints short arrays on one line', () => {
    expect(compactJson([17, 1, [[0, 'x']], 18])).toBe('[17,1,[[0,"x"]],18]');
    const long = compactJson([17, 1, [[0, 'a'.repeat(70)], [0, 'b']], 18]);
    expect(long.split('\n')).toEqual(['[', '  17,', '  1,', '  [', `    [0,"${'a'.repeat(70)}"],`, '    [0,"b"]', '  ],', '  18', ']']);
  });
});

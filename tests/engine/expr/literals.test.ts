import { describe, expect, it } from 'vitest';
import { evaluate, exprValueText, parseExpression } from '../../../engine/expr/index.js';

function value(source: string): unknown {
  const { expr, errors } = parseExpression(source);
  expect(errors).toEqual([]);
  const result = evaluate(expr!, { resolve: () => undefined, assign: () => {} });
  expect(result.error).toBeUndefined();
  return result.value;
}

const text = (source: string): string => exprValueText(value(source));

describe('number literals', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    ['0.1', 0.1],
    ['1.', 1],
    ['007', 7],
    ['1e3', 1000],
    ['1E3', 1000],
    ['1e+3', 1000],
    ['1e-3', 0.001],
    ['1.e3', 1000],
    ['2.5e2', 250],
    ['0x07a', 122],
    ['0X1f', 31],
    ['0x1F', 31],
  ])('%s is %d', (source, expected) => {
    expect(value(source)).toBe(expected);
  });

  it.each([
    ['0x111111111111111111111', '1.2895208742556044e+24'],
    ['1e20', '100000000000000000000'],
    ['1e21', '1e+21'],
    ['1e-7', '1e-7'],
    ['123456789012345678901234', '1.2345678901234569e+23'],
    ['0.1 + 0.2', '0.30000000000000004'],
    ['-2', '-2'],
    ['+5', '5'],
    ['-0', '0'],
    ['1e999', 'Infinity'],
  ])('%s prints %s', (source, expected) => {
    expect(text(source)).toBe(expected);
  });
});

describe('string literals', () => {
  it.each([
    [`'abc'`, 'abc'],
    [`"abc"`, 'abc'],
    [`''`, ''],
    [`'a"b'`, 'a"b'],
    [`"a'b"`, "a'b"],
    [`"a\\"b"`, 'a"b'],
    [`'a\\'b'`, "a'b"],
    [`"a\\\\b"`, 'a\\b'],
    [`"a\\/b"`, 'a/b'],
    [`"a\\nb"`, 'a\nb'],
    [`"a\\tb"`, 'a\tb'],
    [`"a\\rb"`, 'a\rb'],
    [`"a\\fb"`, 'a\fb'],
    // Any other escaped character stands for itself, as in the reference engine.
    [`"a\\bb"`, 'abb'],
    [`"a\\vb"`, 'avb'],
    [`"a\\0b"`, 'a0b'],
    [`"a\\qb"`, 'aqb'],
    [`"\\x41"`, 'A'],
    [`"\\x7e"`, '~'],
    [`"\\u0041"`, 'A'],
    [`"\\u0041BC"`, 'ABC'],
    [`'\\u2018foobar\\u2019'`, '\u2018foobar\u2019'],
    [`"\\u00ce\\u00fe\\u0266\\u00f2\\u00f1\\u00ea"`, 'Îþɦòñê'],
    [`"\\ud83d\\ude00"`, '😀'],
    ['"a\tb"', 'a\tb'],
    ['"line\nbreak"', 'line\nbreak'],
    ['"é ✓"', 'é ✓'],
  ])('%s is %j', (source, expected) => {
    expect(value(source)).toBe(expected);
  });

  it('takes exactly four hex digits after \\u', () => {
    expect(value('"\\u01f600"')).toBe('\u01f6' + '00');
  });
});

describe('constants', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['null', null],
    ['PI', Math.PI],
    ['E', Math.E],
    ['Infinity', Infinity],
    ['NaN', NaN],
  ])('%s', (source, expected) => {
    expect(value(source)).toBe(expected);
  });

  it('lower-case pi and e are ordinary names', () => {
    const { expr } = parseExpression('pi; e');
    expect(expr!.body).toEqual([
      { type: 'variable', path: ['pi'], offset: 0 },
      { type: 'variable', path: ['e'], offset: 4 },
    ]);
  });
});

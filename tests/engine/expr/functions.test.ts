import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../engine/error-codes.js';
import { evaluate, exprValueText, parseExpression } from '../../../engine/expr/index.js';

const DATA: Record<string, unknown> = { o: { x: 1 }, list: [1, 2] };

function run(source: string) {
  const { expr, errors } = parseExpression(source);
  expect(errors).toEqual([]);
  return evaluate(expr!, { resolve: ([head]) => DATA[head as string], assign: () => {} });
}

function text(source: string): string {
  const result = run(source);
  expect(result.error).toBeUndefined();
  return exprValueText(result.value);
}

describe('functions', () => {
  it.each([
    ['max(1, 2, 3)', '3'],
    ['max(1,"5")', '5'],
    ['max(null, -1)', '0'],
    ['max(true, 0)', '1'],
    ['max(missing, 1)', '1'],
    ['max("a", "b")', 'NaN'],
    ['max(1, 2, NaN)', 'NaN'],
    ['max(7)', '7'],
    // A non-numeric argument only wins when it comes last, as in the reference engine.
    ['min("x1", 2)', '2'],
    ['min(2, "x1")', 'NaN'],
    ['max(1, "x", 3)', '3'],
    ['max(NaN, 1)', '1'],
    ['min(1, 2)', '1'],
    ['min(-1, "x")', 'NaN'],
    ['min(3, -2, 5)', '-2'],
    ['abs(-3)', '3'],
    ['abs("-3")', '3'],
    ['abs(null)', '0'],
    ['abs(true)', '1'],
    ['abs("x")', 'NaN'],
    ['abs(missing)', '0'],
    ['num("3")', '3'],
    ['num("0x10")', '16'],
    ['num("-0x10")', '-16'],
    ['num("+5")', '5'],
    ['num("1e3")', '1000'],
    ['num("abc")', 'NaN'],
    ['num(" 3 ")', 'NaN'],
    ['num("")', '0'],
    ['num(null)', '0'],
    ['num(true)', '1'],
    ['str(1)', '1'],
    ['str(1.5)', '1.5'],
    ['str(1e21)', '1e+21'],
    ['str(-0)', '0'],
    ['str(0x10)', '16'],
    ['str(NaN)', 'NaN'],
    ['str(null)', 'null'],
    ['str(missing)', 'null'],
    ['str(true)', 'true'],
    ['str(1) + 2', '12'],
    ['bool(1)', 'true'],
    ['bool(0)', 'false'],
    ['bool("")', 'false'],
    ['bool("a")', 'true'],
    ['bool("0")', 'true'],
    ['bool("false")', 'true'],
    ['bool(null)', 'false'],
    ['bool(NaN)', 'false'],
    ['bool("x") + 1', '2'],
  ])('%s = %s', (source, expected) => expect(text(source)).toBe(expected));

  it('ignores extra arguments', () => {
    expect(text('abs(-1, 2)')).toBe('1');
    expect(text('str(1, 2)')).toBe('1');
  });

  it('takes arguments separated by commas, spaces or both', () => {
    expect(text('min(1 2)')).toBe('1');
    expect(text('min(3 2, 1)')).toBe('1');
    expect(text('max(,1)')).toBe('1');
    expect(text('max(1,)')).toBe('1');
    expect(text('max (1, 2)')).toBe('2');
    expect(text('max(1 -2)')).toBe('-1');
  });

  it('nests calls', () => {
    expect(text('max(abs(-5), min(3, 4), num("2") * 2)')).toBe('5');
  });

  it('fails on objects and arrays', () => {
    for (const [source, offset] of [
      ['str(o)', 0],
      ['1 + max(1, list)', 4],
      ['bool(o)', 0],
    ] as const) {
      const result = run(source);
      expect(result.error).toMatchObject({ code: ErrorCode.ExpressionFailed, offset });
      expect(result.value).toBeUndefined();
    }
  });

  it('rejects unknown functions and missing arguments when parsing', () => {
    for (const [source, offset, length] of [
      ['foo(1)', 0, 3],
      ['MAX(1)', 0, 3],
      ['1 + pi()', 4, 2],
      ['max()', 0, 3],
      ['1; abs( , )', 3, 3],
    ] as const) {
      const { expr, errors } = parseExpression(source);
      expect(expr).toBeUndefined();
      expect(errors).toEqual([expect.objectContaining({ code: ErrorCode.InvalidFunction, offset, length })]);
    }
  });

  it('names the function in the message', () => {
    expect(parseExpression('round(1)').errors[0]!.message).toContain('"round"');
    expect(parseExpression('min()').errors[0]!.message).toContain('"min"');
  });
});

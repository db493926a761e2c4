import { describe, expect, it } from 'vitest';
import { evaluate, exprValueText, parseExpression } from '../../../engine/expr/index.js';

const DATA: Record<string, unknown> = { n: 2, s: 'str', t: true, z: null, a: { b: { c: 3 } } };

function text(source: string): string {
  const { expr, errors } = parseExpression(source);
  expect(errors).toEqual([]);
  const result = evaluate(expr!, {
    resolve: (path) => path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], DATA),
    assign: () => {},
  });
  expect(result.error).toBeUndefined();
  return exprValueText(result.value);
}

const cases = (rows: [string, string][]) => rows;

describe('arithmetic', () => {
  it.each(
    cases([
      ['1+2', '3'],
      ['1 + -3', '-2'],
      ['2 + ~2', '-1'],
      ['1-2', '-1'],
      ['-1 - -4', '3'],
      ['3 + 4 - 5', '2'],
      ['3 * 8 / 6', '4'],
      ['3 / 8 * 6', '2.25'],
      ['a.b.c * -2', '-6'],
      ['2 ** 3', '8'],
      ['2 ** 64', '18446744073709552000'],
      ['2 ** -1', '0.5'],
      ['5 % 3', '2'],
      ['5 % -4', '1'],
      ['-5 % 3', '-2'],
      ['5 % 0', 'NaN'],
      ['1 / 0', 'Infinity'],
      ['-1 / 0', '-Infinity'],
      ['0 / 0', 'NaN'],
      ['0 * -1', '0'],
      ['(-8) ** (1/3)', 'NaN'],
    ]),
  )('%s = %s', (source, expected) => expect(text(source)).toBe(expected));
});

describe('bitwise and shifts', () => {
  it.each(
    cases([
      ['~1', '-2'],
      ['~2', '-3'],
      ['~1.7', '-2'],
      ['0x02 | 0x01', '3'],
      ['0x02 & 0x07', '2'],
      ['0x03 & 0x07', '3'],
      ['0x02 ^ 0x03', '1'],
      ['1 & 3.7', '1'],
      ['100 << 2', '400'],
      ['100 >> 2', '25'],
      ['-1 >> 1', '-1'],
      ['1 << 33', '2'],
    ]),
  )('%s = %s', (source, expected) => expect(text(source)).toBe(expected));
});

describe('precedence and associativity', () => {
  it.each(
    cases([
      ['1 + 2 * 3', '7'],
      ['(1 + 2) * 3', '9'],
      ['2 * 3 ** 2', '18'],
      ['2 ** 3 ** 2', '512'],
      ['2 ** 2 ** 3', '256'],
      ['2 ** (4 ** 3)', '18446744073709552000'],
      ['-2 ** 2', '4'],
      ['-(2) ** 2', '4'],
      ['~0 ** 2', '1'],
      ['-2 ** 0.5', 'NaN'],
      ['10 - 3 - 2', '5'],
      ['100 / 10 / 2', '5'],
      ['7 % 4 * 2', '6'],
      ['10 / 2 * 5', '25'],
      ['5 - 2 + 1', '4'],
      ['1 + 2 << 1', '6'],
      ['1 << 2 < 5', 'true'],
      ['1 < 2 == 2 > 1', 'true'],
      ['1 == 1 & 1', '1'],
      ['1 | 2 ^ 3 & 4', '3'],
      ['1 || 0 && 0', 'true'],
      ['!1 == 0', 'true'],
      ['!0 + 1', '2'],
      ['~1 + 1', '-1'],
      ['1 < 2 < 3', 'true'],
      ['3 > 2 > 1', 'false'],
      ['3 >= 3 >= 1', 'true'],
      ['1 == 1 == 1', 'true'],
      ['1 -3', '-2'],
      ['--1', '1'],
      ['- -1', '1'],
      ['+-+1', '-1'],
      ['!-1', 'false'],
      ['!!!!t', 'true'],
      ['((((1))))', '1'],
    ]),
  )('%s = %s', (source, expected) => expect(text(source)).toBe(expected));

  it('builds flat chains per precedence level', () => {
    const { expr } = parseExpression('1 - 2 + 3 * 4');
    expect(expr!.body[0]).toEqual({
      type: 'binary',
      ops: ['-', '+'],
      offsets: [2, 6],
      operands: [
        { type: 'literal', value: 1 },
        { type: 'literal', value: 2 },
        { type: 'binary', ops: ['*'], offsets: [10], operands: [{ type: 'literal', value: 3 }, { type: 'literal', value: 4 }] },
      ],
    });
  });
});

describe('string concatenation and numeric coercion', () => {
  it.each(
    cases([
      ['"a" + 1', 'a1'],
      ['1 + "a"', '1a'],
      ['"1" + 1', '11'],
      ['1 + 2 + "a"', '3a'],
      ['"a" + "b" + 1 + 2', 'ab12'],
      ['"a" + null', 'anull'],
      ['"a" + true', 'atrue'],
      ['"" + 1e21', '1e+21'],
      ['"" + -0', '0'],
      ['"" + NaN', 'NaN'],
      ['missing + "x"', 'nullx'],
      ['"3" * "4"', '12'],
      ['"3" - 1', '2'],
      ['"x" * 2', 'NaN'],
      ['true + true', '2'],
      ['null + null', '0'],
      ['missing + 1', '1'],
      ['t + 1', '2'],
      ['"" * 1', '0'],
      ['"5." * 1', '5'],
      ['"007" * 1', '7'],
      ['"1e+3" * 1', '1000'],
      ['"0x10" * 1', '16'],
      ['"0X10" * 1', '16'],
      ['"-0x10" * 1', '-16'],
      ['"+0x10" * 1', '16'],
      ['"-5" * 1', '-5'],
      // Unlike JavaScript: no surrounding spaces, no leading dot, no Infinity, no 0b/0o.
      ['" 3 " * 1', 'NaN'],
      ['".5" * 1', 'NaN'],
      ['"Infinity" * 1', 'NaN'],
      ['"0b1" * 1', 'NaN'],
      ['"00x1" * 1', 'NaN'],
      ['"1_000" * 1', 'NaN'],
      ['"5e" * 1', 'NaN'],
      ['-"3"', '-3'],
      ['+"0x10"', '16'],
      ['-"-0x10"', '16'],
      ['+" 3 "', 'NaN'],
      ['-null', '0'],
      ['+true', '1'],
      ['~"3"', '-4'],
      ['~"x"', '-1'],
      ['5 | "2"', '7'],
    ]),
  )('%s = %s', (source, expected) => expect(text(source)).toBe(expected));
});

describe('comparisons', () => {
  it.each(
    cases([
      ['1 < 2', 'true'],
      ['2 < 2', 'false'],
      ['0 < "1"', 'true'],
      ['0 < "0x01"', 'true'],
      ['5 < "0x01"', 'false'],
      ['0 < true', 'true'],
      ['0 < false', 'false'],
      ['"a" < "b"', 'true'],
      ['"b" < "a"', 'false'],
      ['"B" < "a"', 'true'],
      ['"10" < "9"', 'true'],
      ['"10" < 9', 'false'],
      ['" 3 " < 4', 'true'],
      ['"a" < 1', 'false'],
      ['"abc" < null', 'false'],
      ['null < 1', 'true'],
      ['null <= 0', 'true'],
      ['null >= 0', 'true'],
      ['true > false', 'true'],
      ['"2" > true', 'true'],
      ['1 <= 1', 'true'],
      ['2 >= 3', 'false'],
    ]),
  )('%s is %s', (source, expected) => expect(text(source)).toBe(expected));
});

describe('equality', () => {
  it.each(
    cases([
      ['"1" == 1', 'true'],
      ['"1" === 1', 'false'],
      ['"1" !== 1', 'true'],
      ['1 === 1.0', 'true'],
      ['"abc" === "abc"', 'true'],
      ['null == 0', 'false'],
      ['null == false', 'false'],
      ['null == ""', 'false'],
      ['null == "null"', 'false'],
      ['null === null', 'true'],
      ['null != null', 'false'],
      ['missing == null', 'true'],
      ['missing === null', 'true'],
      ['z === null', 'true'],
      ['false == 0', 'true'],
      ['"" == 0', 'true'],
      ['"" == false', 'true'],
      ['true == 1', 'true'],
      ['true == "1"', 'true'],
      ['"true" == true', 'false'],
      ['"0x10" == 16', 'true'],
      ['"-0x10" == -16', 'false'],
      ['" 1 " == 1', 'true'],
      ['"1e3" == 1000', 'true'],
      ['NaN == NaN', 'false'],
      ['"a" != "b"', 'true'],
      ['s == "str"', 'true'],
    ]),
  )('%s is %s', (source, expected) => expect(text(source)).toBe(expected));
});

describe('logic', () => {
  it.each(
    cases([
      ['!true', 'false'],
      ['!false', 'true'],
      ['!2', 'false'],
      ['!""', 'true'],
      ['!"a"', 'false'],
      ['!null', 'true'],
      ['!NaN', 'true'],
      ['!!t', 'true'],
      ['true && true', 'true'],
      ['true && false', 'false'],
      ['true && (false || true)', 'true'],
      ['1 && 2', 'true'],
      ['0 && 2', 'false'],
      ['0 || 2', 'true'],
      ['"" || "x"', 'true'],
      ['null || 5', 'true'],
      ['0 || null', 'false'],
    ]),
  )('%s is %s', (source, expected) => expect(text(source)).toBe(expected));
});

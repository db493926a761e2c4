import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../engine/error-codes.js';
import { evaluate, parseExpression, type ExprLimits, type ExprProblem } from '../../../engine/expr/index.js';

function parseErrors(source: string, limits?: ExprLimits): ExprProblem[] {
  const { expr, errors } = parseExpression(source, limits);
  expect(expr).toBeUndefined();
  return errors;
}

function firstError(source: string, limits?: ExprLimits): ExprProblem {
  return parseErrors(source, limits)[0]!;
}

function runError(source: string, data: Record<string, unknown> = {}, limits?: ExprLimits): ExprProblem | undefined {
  const { expr, errors } = parseExpression(source, limits);
  expect(errors).toEqual([]);
  const result = evaluate(expr!, { resolve: ([head]) => data[head as string], assign: () => {} }, limits);
  if (result.error) expect(result.value).toBeUndefined();
  return result.error;
}

const at = (code: string, offset: number, length?: number) =>
  length === undefined ? expect.objectContaining({ code, offset }) : expect.objectContaining({ code, offset, length });

describe('parse errors', () => {
  it.each([
    // Unbalanced parentheses.
    ['(1', ErrorCode.MismatchedOperator, 0, 1],
    ['1)', ErrorCode.MismatchedOperator, 1, 1],
    ['((1)', ErrorCode.MismatchedOperator, 0, 1],
    ['(1))', ErrorCode.MismatchedOperator, 3, 1],
    ['max(1', ErrorCode.MismatchedOperator, 3, 1],
    ['1 + (2 * (3)', ErrorCode.MismatchedOperator, 4, 1],
    // Strings.
    ['"abc', ErrorCode.UnterminatedString, 0, 4],
    ["1 + 'abc", ErrorCode.UnterminatedString, 4, 4],
    ['"a\\"', ErrorCode.UnterminatedString, 0, 4],
    ['"a\\', ErrorCode.UnterminatedString, 0, 3],
    ['"\\x4g"', ErrorCode.InvalidEscape, 1, 4],
    ['"ab\\x"', ErrorCode.InvalidEscape, 3, 3],
    ['"\\u041"', ErrorCode.InvalidEscape, 1, 6],
    ['"\\uzz"', ErrorCode.InvalidEscape, 1, 5],
    ['"\\u{41}"', ErrorCode.InvalidEscape, 1, 6],
    // Functions.
    ['foo(1)', ErrorCode.InvalidFunction, 0, 3],
    ['1 + constructor(1)', ErrorCode.InvalidFunction, 4, 11],
    ['str()', ErrorCode.InvalidFunction, 0, 3],
    // Other syntax.
    ['1 # 2', ErrorCode.InvalidExpression, 2, 1],
    ['[1]', ErrorCode.InvalidExpression, 0, 1],
    ['.5', ErrorCode.InvalidExpression, 0, 1],
    ['a.', ErrorCode.InvalidExpression, 1, 1],
    ['a..b', ErrorCode.InvalidExpression, 1, 1],
    ['_u', ErrorCode.InvalidExpression, 0, 1],
    ['$', ErrorCode.InvalidExpression, 0, 1],
    ['1.5.3', ErrorCode.InvalidExpression, 0, 5],
    ['1a', ErrorCode.InvalidExpression, 0, 2],
    ['0b1', ErrorCode.InvalidExpression, 0, 3],
    ['0x', ErrorCode.InvalidExpression, 0, 2],
    ['0x1.5', ErrorCode.InvalidExpression, 0, 5],
    ['1e', ErrorCode.InvalidExpression, 0, 2],
    ['1e+', ErrorCode.InvalidExpression, 0, 3],
    ['1 +', ErrorCode.InvalidExpression, 3, 1],
    ['-', ErrorCode.InvalidExpression, 1, 1],
    ['* 3', ErrorCode.InvalidExpression, 0, 1],
    ['1 * * 2', ErrorCode.InvalidExpression, 4, 1],
    ['1 <> 2', ErrorCode.InvalidExpression, 3, 1],
    ['-1 >>> 1', ErrorCode.InvalidExpression, 5, 1],
    ['1 = 2', ErrorCode.InvalidExpression, 2, 1],
    ['= 3', ErrorCode.InvalidExpression, 0, 1],
    ['@x =', ErrorCode.InvalidExpression, 4, 1],
    ['()', ErrorCode.InvalidExpression, 1, 1],
    ['(1, 2)', ErrorCode.InvalidExpression, 2, 1],
    ['max(1; 2)', ErrorCode.InvalidExpression, 5, 1],
    ['1 ? 2 : 3', ErrorCode.InvalidExpression, 2, 1],
  ])('%j: %s at %i', (source, code, offset, length) => {
    expect(firstError(source)).toEqual(at(code, offset, length));
  });

  it('writes messages that name the problem', () => {
    expect(firstError('1 # 2').message).toContain('"#"');
    expect(firstError('1.5.3').message).toContain('1.5.3');
    expect(firstError('"\\x4g"').message).toContain('\\x');
    expect(firstError('foo(1)').message).toContain('foo');
    expect(firstError('1 +').message).toMatch(/end/);
    expect(firstError('1 * * 2').message).toContain('"*"');
  });

  it('reports every bad literal and function, in source order', () => {
    expect(parseErrors('"\\x" 1.2.3 "\\u"')).toEqual([
      at(ErrorCode.InvalidEscape, 1),
      at(ErrorCode.InvalidExpression, 5),
      at(ErrorCode.InvalidEscape, 12),
    ]);
    expect(parseErrors('foo(1) + bar(2)')).toEqual([at(ErrorCode.InvalidFunction, 0), at(ErrorCode.InvalidFunction, 9)]);
  });

  it('stops lexing at the first bad character', () => {
    expect(parseErrors('1 # 2 # 3')).toEqual([at(ErrorCode.InvalidExpression, 2, 1)]);
    expect(parseErrors('1 + 😀')).toEqual([at(ErrorCode.InvalidExpression, 4, 2)]);
    expect(firstError('1 + 😀').message).toContain('😀');
  });
});

describe('evaluation errors', () => {
  const data = { o: { x: 1 }, list: [1, 2] };

  it.each([
    ['o + 1', 2],
    ['1 + list', 2],
    ['o == o', 2],
    ['null == o', 5],
    ['o < 1', 2],
    ['o && 1', 2],
    ['1 || o', 2],
    ['-o', 0],
    ['!list', 0],
    ['~o', 0],
    ['1; 2 * (3 + o)', 10],
    ['str(o)', 0],
    ['@x = 1; max(1, list)', 8],
  ])('%j fails at %i', (source, offset) => {
    expect(runError(source, data)).toEqual(at(ErrorCode.ExpressionFailed, offset));
  });

  it('names the operator and the kind of value', () => {
    expect(runError('o + 1', data)!.message).toBe('Operator "+" cannot be applied to an object');
    expect(runError('1 - list', data)!.message).toBe('Operator "-" cannot be applied to an array');
    expect(runError('str(o)', data)!.message).toBe('Function "str" cannot take an object');
  });

  it('evaluates both sides of && and || (no short circuit), like the reference', () => {
    expect(runError('0 && o', data)).toEqual(at(ErrorCode.ExpressionFailed, 2));
  });

  it('stops at the failing statement', () => {
    const assigned: string[] = [];
    const { expr } = parseExpression('@a = 1; @b = o + 1; @c = 3');
    const result = evaluate(expr!, { resolve: ([head]) => (head === 'o' ? data.o : undefined), assign: (name) => void assigned.push(name) });
    expect(result.error).toEqual(at(ErrorCode.ExpressionFailed, 15));
    expect(assigned).toEqual(['@a']);
  });

  it('turns errors thrown by the environment into failures at the lookup', () => {
    const { expr } = parseExpression('1 + a.b');
    const result = evaluate(expr!, {
      resolve: () => {
        throw new Error('boom');
      },
      assign: () => {},
    });
    expect(result.error).toEqual(at(ErrorCode.ExpressionFailed, 4, 3));
    expect(result.error!.message).toContain('boom');
    const assignFails = evaluate(parseExpression('@x = 1').expr!, {
      resolve: () => undefined,
      assign: () => {
        throw Object.create(null);
      },
    });
    expect(assignFails.error).toEqual(at(ErrorCode.ExpressionFailed, 0, 2));
  });
});

describe('limits', () => {
  it('counts every token against maxTokens', () => {
    expect(parseExpression('1 + 2 + 3', { maxTokens: 5 }).errors).toEqual([]);
    expect(parseExpression('(1 + 2)', { maxTokens: 5 }).errors).toEqual([]);
    expect(firstError('max(1,2)', { maxTokens: 5 })).toEqual(at(ErrorCode.TooManyTokens, 7, 1));
    expect(firstError('1;2;3;4;5', { maxTokens: 5 })).toEqual(at(ErrorCode.TooManyTokens, 5, 1));
    expect(firstError('"a" "b"', { maxTokens: 0 })).toEqual(at(ErrorCode.TooManyTokens, 0, 3));
  });

  it('names the token limit', () => {
    expect(firstError('1 + 2 + 3', { maxTokens: 4 }).message).toContain('4');
  });

  it('checks the token limit before anything else', () => {
    expect(parseErrors('foo(1) "\\x"', { maxTokens: 2 })).toEqual([at(ErrorCode.TooManyTokens, 4)]);
  });

  it('ignores whitespace when counting', () => {
    expect(parseExpression('  1  \n  +\t2  ', { maxTokens: 3 }).errors).toEqual([]);
  });

  it('limits the length of concatenated strings', () => {
    const limits = { maxStringLength: 5 };
    expect(runError('"ab" + "cde"', {}, limits)).toBeUndefined();
    expect(runError('"abcdefgh"', {}, limits)).toBeUndefined();
    expect(runError('"ab" + "cdef"', {}, limits)).toEqual(at(ErrorCode.StringTooLong, 5, 1));
    expect(runError('"abc" + 1234', {}, limits)).toEqual(at(ErrorCode.StringTooLong, 6));
    expect(runError('1234 + "abc"', {}, limits)).toEqual(at(ErrorCode.StringTooLong, 5));
    expect(runError('1 + 2 + 3', {}, limits)).toBeUndefined();
    expect(runError('"ab" + s', { s: 'xyzw' }, limits)!.message).toContain('5');
  });

  it('checks every step of a chain', () => {
    expect(runError('"a" + "b" + "c" + "d" + "e" + "f"', {}, { maxStringLength: 5 })).toEqual(at(ErrorCode.StringTooLong, 28));
  });
});

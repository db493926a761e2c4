import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../engine/error-codes.js';
import { evaluate, exprValueText, parseExpression, type ExprEnv } from '../../../engine/expr/index.js';
import { getOwn } from '../../../engine/values.js';

const DATA = { a: { b: [1, 'two', null] }, n: 3, s: 'str', o: {} };

function env(vars = new Map<string, unknown>()): ExprEnv {
  return {
    resolve([head, ...rest]) {
      let value = String(head).startsWith('@') ? vars.get(String(head)) : getOwn(DATA, head!);
      for (const key of rest) value = getOwn(value, key);
      return value;
    },
    assign: (name, value) => vars.set(name, value),
  };
}

function run(source: string) {
  const parsed = parseExpression(source);
  if (!parsed.expr) return { errors: parsed.errors, result: undefined };
  return { errors: parsed.errors, result: evaluate(parsed.expr, env()) };
}

describe('prototype safety', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'])(
    '%s is not a function',
    (name) => {
      const { errors } = parseExpression(`${name}(1)`);
      expect(errors.map((e) => e.code)).toEqual([name.startsWith('_') ? ErrorCode.InvalidExpression : ErrorCode.InvalidFunction]);
    },
  );

  it.each(['constructor', 'toString', 'valueOf', 'a.constructor', 'n.toString', 's.length', 'a.b.length', 'o.constructor.name'])(
    '%s is a plain lookup that finds nothing',
    (source) => {
      const { result } = run(source);
      expect(result).toEqual({ value: null });
    },
  );

  it('does not accept __proto__ as a name', () => {
    for (const source of ['__proto__', 'a.__proto__', '@__proto__ = 1']) {
      expect(parseExpression(source).errors[0]!.code).toBe(ErrorCode.InvalidExpression);
    }
  });

  it('keeps strings that look like property names as strings', () => {
    expect(run('"constructor" + "__proto__"').result!.value).toBe('constructor__proto__');
  });
});

describe('large and deep inputs', () => {
  it('accepts 100 levels of parentheses and calls', () => {
    expect(run('('.repeat(100) + '1' + ')'.repeat(100)).result!.value).toBe(1);
    expect(run('abs('.repeat(100) + '-1' + ')'.repeat(100)).result!.value).toBe(1);
    expect(run('(1 + '.repeat(100) + '1' + ')'.repeat(100)).result!.value).toBe(101);
  });

  it('rejects deeper nesting without recursing', () => {
    for (const depth of [101, 100_000]) {
      const { errors } = parseExpression('('.repeat(depth) + '1' + ')'.repeat(depth));
      expect(errors).toEqual([expect.objectContaining({ code: ErrorCode.InvalidExpression, offset: 100 })]);
    }
    expect(parseExpression('max('.repeat(1000) + '1' + ')'.repeat(1000)).errors[0]!.code).toBe(ErrorCode.InvalidExpression);
  });

  it('handles long flat chains without deep trees', () => {
    const n = 100_000;
    for (const [op, expected] of [
      ['+', n],
      ['**', 1],
      ['&&', true],
      ['==', true],
    ] as const) {
      const { expr, errors } = parseExpression(Array(n).fill('1').join(op));
      expect(errors).toEqual([]);
      expect(evaluate(expr!, env()).value).toBe(expected);
      expect(JSON.stringify(expr).length).toBeGreaterThan(n);
    }
  });

  it('handles long runs of unary operators and statements', () => {
    expect(run('-'.repeat(100_001) + '1').result!.value).toBe(-1);
    expect(run('!'.repeat(100_000) + '0').result!.value).toBe(false);
    expect(run(Array(50_000).fill('@x = n * 2').join('; ') + '; @x').result!.value).toBe(6);
  });

  it('fails fast on large faulty inputs', () => {
    expect(parseExpression('#'.repeat(1_000_000)).errors).toEqual([expect.objectContaining({ offset: 0 })]);
    expect(parseExpression('1 '.repeat(500_000) + '#').errors).toEqual([expect.objectContaining({ offset: 1_000_000 })]);
    expect(parseExpression('"' + '\\x'.repeat(500_000)).errors[0]!.code).toBe(ErrorCode.UnterminatedString);
    expect(parseExpression('"' + '\\x'.repeat(500_000) + '"').errors.length).toBe(1);
    expect(parseExpression('1.'.repeat(500_000)).errors[0]!.code).toBe(ErrorCode.InvalidExpression);
  });

  it('reads long strings', () => {
    const long = 'ab'.repeat(500_000);
    expect(run(`"${long}" + "!"`).result!.value).toBe(long + '!');
  });

  it('survives doubling strings without a limit', () => {
    const source = '@x = "abcdefgh"; ' + '@x = @x + @x; '.repeat(40) + '1';
    const { result } = run(source);
    expect(result!.error?.code).toBe(ErrorCode.ExpressionFailed);
  });
});

describe('robustness', () => {
  const pieces = [
    ...'0123456789abcxyz@$._-+*/%<>=!~&|^(),; \n\'"\\#?'.split(''),
    '0x',
    '1e',
    '**',
    '==',
    '===',
    '<<',
    '&&',
    '||',
    'max(',
    'str(',
    'foo(',
    '@x = ',
    'a.b.0',
    'null',
    'NaN',
    '\\u00',
    '\\x4',
    'constructor',
  ];

  it('never throws and reports offsets inside the source', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...pieces), maxLength: 40 }), (source) => {
        const { expr, errors } = parseExpression(source, { maxTokens: 30 });
        for (const error of errors) {
          expect(error.offset).toBeGreaterThanOrEqual(0);
          expect(error.offset).toBeLessThanOrEqual(source.length);
          expect(error.length).toBeGreaterThanOrEqual(1);
          expect(Object.values(ErrorCode)).toContain(error.code);
        }
        expect(expr === undefined).toBe(errors.length > 0);
        if (expr === undefined) return;
        const result = evaluate(expr, env(), { maxStringLength: 20 });
        if (result.error) expect(result.error.offset).toBeLessThan(source.length);
        expect(typeof exprValueText(result.value)).toBe('string');
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (source) => {
        const { expr } = parseExpression(source);
        if (expr) evaluate(expr, env());
      }),
      { numRuns: 1000 },
    );
  });

  it('evaluates the same after a JSON round trip', () => {
    const source = '@r = 1e999; @n = NaN; @s = "a\\n" + str(-0); max(@r, 1) + " " + @n + @s + (2 ** 3 ** 2) + !a.b.1';
    const { expr } = parseExpression(source);
    const copy = JSON.parse(JSON.stringify(expr));
    expect(copy).toEqual(expr);
    const direct = evaluate(expr!, env());
    expect(direct.value).toBe('Infinity NaNa\n0512false');
    expect(evaluate(copy, env())).toEqual(direct);
  });

  it('reports malformed trees instead of throwing', () => {
    const bad = [
      null,
      {},
      { body: null },
      { body: [null] },
      { body: [{ type: 'binary', ops: ['+'], offsets: [0], operands: [] }] },
      { body: [{ type: 'call', name: 'nope', args: [], offset: 0 }] },
      { body: [{ type: 'unary', ops: ['-'], offsets: [0] }] },
    ];
    for (const expr of bad) {
      const result = evaluate(expr as never, env());
      expect(result.value).toBeUndefined();
      expect(result.error?.code).toMatch(/expression-failed|invalid-function/);
    }
  });

  it('survives a throwing environment value', () => {
    const hostile = {
      resolve: () => ({
        [Symbol.toPrimitive]() {
          throw new Error('no');
        },
      }),
      assign: () => {},
    };
    const { expr } = parseExpression('"a" + x');
    expect(evaluate(expr!, hostile).error?.code).toBe(ErrorCode.ExpressionFailed);
  });
});

describe('printing', () => {
  it.each([
    [undefined, ''],
    [null, ''],
    ['', ''],
    ['text', 'text'],
    [0, '0'],
    [-0, '0'],
    [1.5, '1.5'],
    [1e21, '1e+21'],
    [NaN, 'NaN'],
    [-Infinity, '-Infinity'],
    [true, 'true'],
    [false, 'false'],
    [{ a: 1 }, ''],
    [[1, 2], ''],
  ])('%s prints %j', (value, expected) => {
    expect(exprValueText(value)).toBe(expected);
  });
});

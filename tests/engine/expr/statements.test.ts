import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../engine/error-codes.js';
import { evaluate, exprValueText, parseExpression, type ExprEnv } from '../../../engine/expr/index.js';
import { getOwn } from '../../../engine/values.js';

function env(data: unknown, vars: Map<string, unknown>): ExprEnv {
  return {
    resolve([head, ...rest]) {
      let value = head === '@' ? data : String(head).startsWith('@') ? vars.get(String(head)) : getOwn(data, head!);
      for (const key of rest) value = getOwn(value, key);
      return value;
    },
    assign: (name, value) => vars.set(name, value),
  };
}

function run(source: string, data: unknown = {}) {
  const { expr, errors } = parseExpression(source);
  expect(errors).toEqual([]);
  const vars = new Map<string, unknown>();
  const result = evaluate(expr!, env(data, vars));
  expect(result.error).toBeUndefined();
  return { text: exprValueText(result.value), value: result.value, vars };
}

const text = (source: string, data?: unknown): string => run(source, data).text;

describe('sequences', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['1', '1'],
    ['1 2 3 4 5', '5'],
    ['3, 2, 1', '1'],
    ["'a' 'b' 'c'", 'c'],
    ['true; false; true', 'true'],
    ['+17; +17', '17'],
    ['1;;2', '2'],
    [';1', '1'],
    ['1;', '1'],
    [',1', '1'],
    ['1 ,, 2', '2'],
    ['1 ! 2', 'false'],
    ['1 ~ 2', '-3'],
    ['1\n2', '2'],
  ])('%j prints %j', (source, expected) => expect(text(source)).toBe(expected));

  it('has no value when empty', () => {
    expect(parseExpression('').expr).toEqual({ body: [] });
    expect(run('').value).toBeUndefined();
  });
});

describe('assignments', () => {
  it('binds @variables in order', () => {
    const { text: out, vars } = run('@a = 2; @b = 5 * 7.2; @c = @a * @b; @c');
    expect(out).toBe('72');
    expect([...vars]).toEqual([
      ['@a', 2],
      ['@b', 36],
      ['@c', 72],
    ]);
  });

  it('reads the data', () => {
    const { vars } = run('@width = 600 ; @height = @width * aspectRatio', { aspectRatio: 0.6 });
    expect(vars.get('@height')).toBe(360);
    expect(run('@foo = 3 ** factor', { factor: 3 }).vars.get('@foo')).toBe(27);
    expect(run('@bar = 4 << factor', { factor: 3 }).vars.get('@bar')).toBe(32);
  });

  it('has no value itself', () => {
    expect(run('@x = 3').value).toBeUndefined();
    expect(run('@x = 3').text).toBe('');
    expect(run('@x = 3; @x').text).toBe('3');
  });

  it('allows hyphens and digits in names and no spaces around =', () => {
    expect(text('@x-y = 3; @x-y')).toBe('3');
    expect(text('@a=2;@a*@a')).toBe('4');
    expect(text('@a = 1, @a + 1')).toBe('2');
    expect(text('@a = 1 @a')).toBe('1');
    expect(text('(@a) = 5; @a')).toBe('5');
  });

  it('stores any value, objects included', () => {
    const data = { o: { x: 1 } };
    const { vars } = run('@o = o; @m = missing; @s = "a" + 1', data);
    expect(vars.get('@o')).toBe(data.o);
    expect(vars.get('@m')).toBeNull();
    expect(vars.get('@s')).toBe('a1');
  });

  it('rejects other targets', () => {
    for (const [source, offset] of [
      ['x = 3', 2],
      ['a.b = 3', 4],
      ['@x.y = 3', 5],
      ['1 + @x = 3', 7],
      ['@ = 3', 2],
    ] as const) {
      expect(parseExpression(source).errors).toEqual([expect.objectContaining({ code: ErrorCode.InvalidExpression, offset })]);
    }
  });

  it('does not chain or nest', () => {
    expect(parseExpression('@a = @b = 3').errors).toEqual([expect.objectContaining({ code: ErrorCode.InvalidExpression, offset: 8 })]);
    expect(parseExpression('(@a = 1)').errors).toEqual([expect.objectContaining({ code: ErrorCode.InvalidExpression, offset: 4 })]);
    expect(parseExpression('max(@a = 1)').errors).toEqual([expect.objectContaining({ code: ErrorCode.InvalidExpression, offset: 7 })]);
  });
});

describe('variables', () => {
  const data = {
    a: { b: [10, { c: 7 }], 'x-y': 3, $d: 5, B2: 6, _z: 4 },
    n: 2,
    'n-1': 'dash',
    $v: 2,
    m: { '0': 'zero' },
    a_b: 1,
  };

  it.each([
    ['a.b.0', '10'],
    ['a.b.1.c', '7'],
    ['a.b.0 + a.b.1.c', '17'],
    ['a.x-y', '3'],
    ['a.$d', '5'],
    ['a.B2', '6'],
    ['a.b.5', ''],
    ['a.b.1.c.d', ''],
    ['m.0', 'zero'],
    ['$v', '2'],
    ['a_b', '1'],
    ['missing', ''],
    ['n - 1', '1'],
    ['n -1', '1'],
    ['n- 1', '1'],
  ])('%s prints %j', (source, expected) => expect(text(source, data)).toBe(expected));

  it('reads a hyphen inside a name as part of the name', () => {
    expect(text('n-1', data)).toBe('dash');
  });

  it('passes paths with numeric indices', () => {
    const seen: (readonly (string | number)[])[] = [];
    const { expr } = parseExpression('a.b.0; @; @index; @x.y.12; a.01');
    evaluate(expr!, { resolve: (path) => void seen.push(path), assign: () => {} });
    expect(seen).toEqual([['a', 'b', 0], ['@'], ['@index'], ['@x', 'y', 12], ['a', '01']]);
  });

  it('lets constants win over data keys', () => {
    expect(text('true; Infinity', { true: 5, Infinity: 3 })).toBe('Infinity');
    expect(text('PI.x', { PI: { x: 'key' } })).toBe('key');
  });

  it('treats missing values as null', () => {
    expect(run('missing').value).toBeNull();
    expect(text('missing == null; missing + "x"')).toBe('nullx');
  });

  it('keeps objects and arrays as values but prints nothing for them', () => {
    const result = run('a', data);
    expect(result.value).toBe(data.a);
    expect(result.text).toBe('');
    expect(run('@', [1, 2]).text).toBe('');
  });
});

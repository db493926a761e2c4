import { describe, expect, it } from 'vitest';
import { compile, toReferenceCode } from '../../library/index.js';

const code = (source: string) => toReferenceCode(compile(source));

describe('toReferenceCode', () => {
  it('wraps the instructions in root and eof', () => {
    expect(code('hi')).toEqual([17, 1, [[0, 'hi']], 18]);
  });

  it('encodes variables with paths and formatter arguments', () => {
    expect(code('{a.0.b, c|truncate 5 ~|json}')).toEqual([
      17, 1, [[1, [['a', 0, 'b'], ['c']], [['truncate', [['5', '~'], ' ']], ['json']]]], 18,
    ]);
  });

  it('chains alternatives through OR_PREDICATE and END', () => {
    expect(code('{.section s}a{.or even?}b{.or}c{.end}')).toEqual([
      17, 1, [[2, ['s'], [[0, 'a']], [7, 'even?', 0, [[0, 'b']], [7, 0, 0, [[0, 'c']], 3]]]], 18,
    ]);
  });

  it('encodes repeated sections with their alternates-with block', () => {
    expect(code('{.repeated section r}x{.alternates with},{.end}')).toEqual([17, 1, [[4, ['r'], [[0, 'x']], 3, [[0, ',']]]], 18]);
  });

  it('encodes if, bindvar, ctx, macro, include, eval, meta and comments', () => {
    expect(code('{.if a || b}x{.end}{.var @v a|html}{.ctx @c k=a}{.macro m}y{.end}{.include m}{.eval 1}{.space}{# c}')).toEqual([
      17, 1, [
        [8, [0], [['a'], ['b']], [[0, 'x']], 3],
        [6, '@v', [['a']], [['html']]],
        [22, '@c', [['k', ['a']]]],
        [10, 'm', [[0, 'y']]],
        [24, 'm', 0],
        [23, '1'],
        15,
        [11, ' c', 0],
      ], 18,
    ]);
  });
});

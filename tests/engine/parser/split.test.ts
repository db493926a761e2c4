import { describe, expect, it } from 'vitest';
import { compile } from '../../../library/index.js';
import { splitArgs } from '../../../engine/parser/split.js';

describe('argument splitting', () => {
  it('splits as String.prototype.split on the range, empty pieces included', () => {
    const cases: [string, number, number, string][] = [
      ['date %B %d, %Y|html', 5, 16, ' '],
      ['x::a::|', 2, 6, ':'],
      ['f |', 2, 2, ' '],
      ['f a', 2, 3, ' '],
      ['f,a,b,c,d', 2, 9, ','],
      ['f \u00e9a\u00e9b', 2, 6, '\u00e9'],
    ];
    for (const [text, from, to, delimiter] of cases) {
      expect(splitArgs(text, from, to, delimiter)).toEqual(text.slice(from, to).split(delimiter));
    }
  });

  it('gives formatters and predicates the pieces between delimiters', () => {
    expect(compile('{a|date %B %d, %Y|html}').ast.body[0]).toMatchObject({
      formatters: [{ name: 'date', args: ['%B', '%d,', '%Y'], delimiter: ' ' }, { name: 'html', args: [] }],
    });
    expect(compile('{a|truncate::}').ast.body[0]).toMatchObject({ formatters: [{ args: ['', ''], delimiter: ':' }] });
    expect(compile('{.equal?:a::b}{.end}').ast.body[0]).toMatchObject({ predicate: { args: ['a', '', 'b'], delimiter: ':' } });
  });
});

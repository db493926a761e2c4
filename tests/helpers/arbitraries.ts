import fc from 'fast-check';

/** Names that often hit real keys of the generated JSON, plus hostile ones. */
const name = fc.constantFrom('a', 'b', 'items', 'title', '@', '@index', '@index0', '@x', '__proto__', 'constructor', '0', 'a.b', 'items.0', '@.a');
const formatter = fc.constantFrom('|html', '|json', '|truncate 3', '|truncate:2:~', '|count', '|str', '|slugify', '|bogus', '|apply m', '|apply nope private', '|round', '|format a b', '|pluralize x xs');
const predicate = fc.constantFrom('equal? a b', 'even?', 'odd?', 'nth? 2', 'plural?', 'greaterThan? a 1', 'nope?', 'equal?:a:"x"');
const textChars = fc.constantFrom('a', ' ', '\n', '{', '}', '.', '|', '#', '^', '@', '"', "'", '\\', 'é', '😀', '<', '&');
const text = fc.string({ unit: textChars, maxLength: 8 });
const expression = fc.constantFrom('1 + 2', '@x = a * 2; @x', '"abc" + b', 'max(1, a)', '(1 + ', '"unterminated', '\\u12', 'a.b == 3 && !c', '2 ** 99', 'nope(1)');

/** Template sources built from the language's pieces, nested, with junk and stray tags mixed in. */
export const template: fc.Arbitrary<string> = fc.letrec<{ tpl: string; piece: string }>((tie) => ({
  tpl: fc.array(tie('piece'), { maxLength: 6 }).map((pieces) => pieces.join('')),
  piece: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.tuple(name, fc.array(formatter, { maxLength: 2 })).map(([n, f]) => `{${n}${f.join('')}}`),
    fc.tuple(name, tie('tpl'), fc.option(tie('tpl'))).map(([n, b, o]) => `{.section ${n}}${b}${o === null ? '' : `{.or}${o}`}{.end}`),
    fc.tuple(name, tie('tpl'), fc.option(tie('tpl'))).map(([n, b, a]) => `{.repeated section ${n}}${b}${a === null ? '' : `{.alternates with}${a}`}{.end}`),
    fc.tuple(predicate, tie('tpl'), tie('tpl')).map(([p, b, o]) => `{.${p}}${b}{.or}${o}{.end}`),
    fc.tuple(name, name, tie('tpl')).map(([x, y, b]) => `{.if ${x} && ${y} || a}${b}{.end}`),
    fc.tuple(name, fc.array(formatter, { maxLength: 1 })).map(([n, f]) => `{.var @x ${n}${f.join('')}}`),
    name.map((n) => `{.ctx @x k=${n} j=a}`),
    tie('tpl').map((b) => `{.macro m}${b}{.end}`),
    fc.constantFrom('{.include m}', '{.include m output}', '{.include nope}', '{.inject @x data}', '{.inject @x nope}'),
    expression.map((e) => `{.eval ${e}}`),
    fc.constantFrom('{.end}', '{.or}', '{.alternates with}', '{.section}', '{.meta-left}', '{.space}', '{.newline}', '{# note}', '{## x { y } ##}', '{^a}', '{.struct s}x{.end}'),
  ),
})).tpl;

/** JSON documents shaped like the names above, with arbitrary values at the leaves. */
export const data: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({
    a: fc.jsonValue({ maxDepth: 2 }),
    b: fc.jsonValue({ maxDepth: 2 }),
    title: fc.string(),
    items: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  }),
);

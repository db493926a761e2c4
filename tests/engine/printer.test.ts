import { describe, expect, it } from 'vitest';
import { compile, printTemplate } from '../../library/index.js';

const roundTrip = (source: string) => printTemplate(compile(source).ast);

describe('printTemplate', () => {
  it('prints well-formed templates back as written', () => {
    for (const source of [
      '<ul>{.repeated section items}<li>{title|html}</li>{.alternates with}\n{.or}none{.end}</ul>',
      '{.section a.b.0}{@}{.or equal? x "y"}eq{.or}else{.end}',
      '{.if a && b || c}yes{.end}{.if plural? n}many{.end}',
      '{.var @x a|truncate 10 ~}{.ctx @p w=size.w h=size.h}{.macro card}{@}{.end}{x|apply card private}',
      '{.include card output}{.inject @cfg cfg.json}{.eval @y = 1 + 2}{# note}{## long\nnote ##}',
      '{.meta-left}{.meta-right}{.space}{.tab}{.newline}{a, b|json}{x|date:%Y}{^dropped}',
    ]) {
      expect(roundTrip(source)).toBe(source);
    }
  });

  it('normalises spacing it does not keep', () => {
    expect(roundTrip('{a , b}{.if a&&b}x{.end}{.section  s}y{.end}')).toBe('{a, b}{.if a && b}x{.end}{.section s}y{.end}');
  });

  it('closes unclosed blocks', () => {
    expect(roundTrip('{.section a}x')).toBe('{.section a}x{.end}');
  });

  it('prints preprocessor instructions with a caret', () => {
    const ast = compile('{^.section a}{^b}{^.end}{c}', { preprocess: true }).ast;
    expect(printTemplate(ast, { preprocess: true })).toBe('{^.section a}{^b}{^.end}{c}');
  });
});

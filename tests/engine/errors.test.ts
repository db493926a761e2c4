import { describe, expect, it } from 'vitest';
import { compile, ErrorCode, render, TemplateError } from '../../library/index.js';
import type { FormatterDef } from '../../engine/index.js';

function only(source: string, data: unknown = {}, options = {}) {
  const { errors } = render(source, data, options);
  expect(errors).toHaveLength(1);
  return errors[0] as TemplateError;
}

describe('the error catalogue', () => {
  const cases: [string, string, ErrorCode, number, number, object?][] = [
    ['unknown formatter', 'Hi\n  {name|shout}', ErrorCode.UnknownFormatter, 2, 9],
    ['unknown predicate', '{.section a}\n{.shiny?}x{.end}{.end}', ErrorCode.UnknownPredicate, 2, 1],
    ['invalid function', 'x {.eval frobnicate(1)}', ErrorCode.InvalidFunction, 1, 10],
    ['mismatched operator', '{.eval (1 + 2}', ErrorCode.MismatchedOperator, 1, 8],
    ['unterminated string', '{.eval "abc}', ErrorCode.UnterminatedString, 1, 8],
    ['invalid hex escape', '{.eval "\\x4g"}', ErrorCode.InvalidEscape, 1, 9],
    ['invalid unicode escape', '{.eval "\\u12"}', ErrorCode.InvalidEscape, 1, 9],
    ['too many tokens', '{.eval 1 + 2 + 3 + 4}', ErrorCode.TooManyTokens, 1, 14, { expr: { maxTokens: 3 } }],
    ['string too long', '{.eval "abc" + "def"}', ErrorCode.StringTooLong, 1, 14, { expr: { maxStringLength: 4 } }],
    ['partial not found', 'a\n{x|apply missing}', ErrorCode.PartialNotFound, 2, 1],
    ['unclosed block', 'a\n{.repeated section items}\n{@}', ErrorCode.UnclosedBlock, 2, 1],
    ['instruction not allowed in a block', '{.section a}{.alternates with}{.end}', ErrorCode.NotAllowedInBlock, 1, 13],
    ['instruction not allowed at root', 'x{.or}y', ErrorCode.NotAllowedAtRoot, 1, 2],
  ];
  for (const [what, source, code, line, column, options] of cases) {
    it(`${what}: ${code} at ${line}:${column}`, () => {
      const error = only(source, { a: 1, x: 1 }, options);
      expect(error.code).toBe(code);
      expect([error.line, error.column]).toEqual([line, column]);
      expect(error.message.length).toBeGreaterThan(10);
      expect(error.frame).toContain('^');
    });
  }

  it('partial parse failure names the partial and where inside it', () => {
    const error = only('{a|apply card}', { a: {} }, { partials: { card: 'x\n{.section a}' } });
    expect(error.code).toBe(ErrorCode.PartialParseFailure);
    expect(error.message).toContain("'card'");
    expect(error.message).toContain('2:1');
  });

  it('partial recursion depth names the chain', () => {
    const template = compile('{.macro a}{@|apply b}{.end}{.macro b}{@|apply a}{.end}{x|apply a}');
    const [error] = template.render({ x: 1 }).errors;
    expect(error?.code).toBe(ErrorCode.PartialRecursionDepth);
    expect(error?.message).toContain('a → b → a');
    expect(error?.chain).toHaveLength(16);
  });

  it('formatter not implemented is reported where it is used', () => {
    const later: FormatterDef = {
      name: 'later',
      apply: (_v, _a, scope) => {
        scope.error(ErrorCode.FormatterNotImplemented, "Formatter 'later' is not implemented");
        return undefined;
      },
    };
    const error = only('ok {x|later}', { x: 1 }, { formatters: [later] });
    expect(error.code).toBe(ErrorCode.FormatterNotImplemented);
    expect(error.column).toBe(4);
  });

  it('a code frame shows the line and points at the tag', () => {
    const error = only('<p>\n  {title|nope}\n</p>');
    expect(error.frame).toBe(['  1 | <p>', '> 2 |   {title|nope}', '    |          ^^^^', '  3 | </p>'].join('\n'));
    expect(error.format()).toMatch(/^<template>:2:10: Unknown formatter 'nope' \[unknown-formatter\]\n/);
  });

  it('names the file in errors', () => {
    const template = compile('{x|nope}', { name: 'product.jsont' });
    expect(template.errors[0]?.format()).toMatch(/^product\.jsont:1:4:/);
  });

  it('rendering goes on after errors: bad tags are text, the rest renders', () => {
    const { html, errors } = render('{a|nope} {b} {.nope?}x{.or}y{.end}', { a: 1, b: 2 });
    expect(html).toBe('{a|nope} 2 y');
    expect(errors.map((e) => e.code)).toEqual([ErrorCode.UnknownFormatter, ErrorCode.UnknownPredicate]);
  });

  it('strict mode throws the first compile error', () => {
    expect(() => compile('fine\n{.section a}{x|nope}', { strict: true })).toThrow(TemplateError);
    try {
      compile('fine\n{x|nope}', { strict: true });
    } catch (e) {
      expect((e as TemplateError).code).toBe(ErrorCode.UnknownFormatter);
      expect((e as TemplateError).line).toBe(2);
    }
  });

  it('strict mode throws the first render error', () => {
    const template = compile('{x|apply nowhere}');
    expect(template.render({ x: 1 }).html).toBe('');
    expect(() => template.render({ x: 1 }, { strict: true })).toThrow(/nowhere/);
  });

  it('a formatter that throws is reported, not propagated', () => {
    const boom: FormatterDef = { name: 'boom', apply: () => { throw new Error('kaput'); } };
    const { html, errors } = render('a{x|boom}b', { x: 1 }, { formatters: [boom] });
    expect(html).toBe('ab');
    expect(errors[0]?.code).toBe(ErrorCode.FormatterFailed);
    expect(errors[0]?.message).toContain('kaput');
  });

  it('the same error in a loop is reported once', () => {
    const { errors } = render('{.repeated section n}{@|apply gone}{.end}', { n: [1, 2, 3] });
    expect(errors).toHaveLength(1);
  });

  it('errors serialise to JSON with code, message, line and column', () => {
    const [error] = compile('{x|nope}').errors;
    expect(JSON.parse(JSON.stringify(error))).toEqual({ code: 'unknown-formatter', message: "Unknown formatter 'nope'", line: 1, column: 4 });
  });
});

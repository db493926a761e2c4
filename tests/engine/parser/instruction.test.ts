import { describe, expect, it } from 'vitest';
import { compile } from '../../../library/index.js';

const body = (source: string) => compile(source).ast.body;

describe('instruction parsing', () => {
  it('recognises each block keyword', () => {
    expect(body('{.section a}{.end}')[0]).toMatchObject({ type: 'section', path: ['a'] });
    expect(body('{.repeated section a.b}{.end}')[0]).toMatchObject({ type: 'repeated', path: ['a', 'b'] });
    expect(body('{.even?}{.end}')[0]).toMatchObject({ type: 'predicate', predicate: { name: 'even?', args: [] } });
    expect(body('{.if odd? @index}{.end}')[0]).toMatchObject({ type: 'predicate', viaIf: true, predicate: { name: 'odd?', args: ['@index'] } });
    expect(body('{.if a || b && c}{.end}')[0]).toMatchObject({ type: 'if', operators: ['||', '&&'] });
    expect(body('{.macro x.html}{.end}')[0]).toMatchObject({ type: 'macro', name: 'x.html' });
    expect(body('{.struct data}{.end}')[0]).toMatchObject({ type: 'struct', label: 'data' });
  });

  it('splits predicate arguments on the first character after the name', () => {
    expect(body('{.equal?|a|"b c"}{.end}')[0]).toMatchObject({ predicate: { args: ['a', '"b c"'], delimiter: '|' } });
  });

  it('parses statements', () => {
    expect(body('{.var @x a.b|html}')[0]).toMatchObject({ type: 'bindvar', name: '@x', paths: [['a', 'b']] });
    expect(body('{.ctx @x w=a h=b.c}')[0]).toMatchObject({ type: 'ctxvar', bindings: [{ key: 'w', path: ['a'] }, { key: 'h', path: ['b', 'c'] }] });
    expect(body('{.include m output}')[0]).toMatchObject({ type: 'include', name: 'm', args: ['output'] });
    expect(body('{.inject @x file.json}')[0]).toMatchObject({ type: 'inject', name: '@x', path: 'file.json' });
    expect(body('{.eval 1 + 2}')[0]).toMatchObject({ type: 'eval', code: '1 + 2', codeStart: 7 });
  });

  it('keeps numeric path segments as numbers up to the array index cap', () => {
    expect(body('{a.0.b}')[0]).toMatchObject({ paths: [['a', 0, 'b']] });
    expect(body('{a.2147483648}')[0]).toMatchObject({ paths: [['a', '2147483648']] });
  });

  it('leaves malformed instructions as text', () => {
    for (const source of ['{.section}', '{.section a }', '{.var x a}', '{.ctx @x}', '{.repeated  section a}', '{.if a &&}']) {
      expect(body(source)).toEqual([{ type: 'text', value: source, start: 0, end: source.length }]);
    }
  });
});

describe('messages for malformed instructions', () => {
  it('say how the instruction is written', () => {
    const messages = (source: string) => compile(source).errors.map((e) => e.message);
    expect(messages('{.section}')).toEqual(["Invalid instruction '{.section}': it is written {.section name}"]);
    expect(messages('{.var x a}')).toEqual(["Invalid instruction '{.var}': it is written {.var @name path|formatters}"]);
    expect(messages('{.if a &&}')).toEqual(["Invalid instruction '{.if}': it is written {.if a && b} or {.if predicate? args}"]);
    expect(messages('{.frobnicate}')).toEqual(["Unknown instruction '{.frobnicate}'"]);
  });
});

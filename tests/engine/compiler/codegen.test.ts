import { afterEach, describe, expect, it, vi } from 'vitest';
import { compile } from '../../../library/index.js';

describe('generated render functions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('render template text literally, whatever characters it holds', () => {
    const hostile = '"); throw new Error("x"); ("` ${1+1} \\ \u2028 \u2029 </script> \'';
    const template = compile(`${hostile}{a}${hostile}`, { codegen: 'always' });
    expect(template.render({ a: 1 }).html).toBe(`${hostile}1${hostile}`);
  });

  it('take over after many runs, or after one busy render, and give the same output', () => {
    const made: string[] = [];
    const RealFunction = Function;
    vi.stubGlobal('Function', function counted(...args: string[]) {
      made.push(args[args.length - 1] as string);
      return RealFunction(...args);
    });
    const light = compile('{.repeated section n}{@}{.alternates with},{.end}');
    const outputs = Array.from({ length: 10 }, () => light.render({ n: [1, 2, 3] }).html);
    expect(made).toHaveLength(0);
    outputs.push(...Array.from({ length: 60 }, () => light.render({ n: [1, 2, 3] }).html));
    expect(made).toHaveLength(1);
    expect(new Set(outputs)).toEqual(new Set(['1,2,3']));

    const busy = compile('{.repeated section n}{@}{.end}');
    const n = Array.from({ length: 2000 }, (_, i) => i % 10);
    const first = busy.render({ n }).html;
    expect(made).toHaveLength(1);
    expect(busy.render({ n }).html).toBe(first);
    expect(made).toHaveLength(2);
  });

  it('fall back to closures where generated code is forbidden', () => {
    vi.stubGlobal('Function', function forbidden() {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    });
    const template = compile('{.section a}{b}{.end}', { codegen: 'always' });
    expect(template.render({ a: { b: 'ok' } }).html).toBe('ok');
  });

  it('keep the output written before a render limit stops them', () => {
    const template = compile('{.var @n n}{.repeated section n}x{.repeated section @n}y{.end}{.end}', { codegen: 'always' });
    const { html, errors } = template.render({ n: Array.from({ length: 100 }, (_, i) => i) }, { limits: { maxSteps: 500 } });
    expect(html.startsWith('xyyyy')).toBe(true);
    expect(errors.map((e) => e.code)).toEqual(['render-limit']);
  });

  it('keep the text before a variable that stops the render, as closures do (found by the differential property)', () => {
    const source = '{.macro m}{.section a}{.or}{.include m}{.end}{.end}before {a|apply m} after{b} and {c}';
    const options = { limits: { maxApplies: 5 } };
    for (const codegen of ['never', 'always'] as const) {
      for (const data of [{}, { b: 1, c: 2 }]) {
        const { html, errors } = compile(source, { codegen }).render(data, options);
        expect(html).toBe('before ');
        expect(errors.map((e) => e.code)).toContain('render-limit');
      }
    }
  });

  it('render scopes without a frame of their own as closures render them', () => {
    const source = [
      '{.var @v title}',
      '{.repeated section items}{@index}:{@}{name}{title}{@v}{.if on}+{.or}-{.end}{.alternates with};{.end}',
      '{.section inner}{name}/{title}/{@index}/{@v}{.end}',
      '{.repeated section items}{.section name}[{@index}{@}{title}]{.end}{.end}',
    ].join('|');
    const data = { title: 'T', name: 'top', on: true, items: [1, { name: 'n', on: false }, 'x'], inner: { name: 'i' } };
    const closures = compile(source, { codegen: 'never' }).render(data).html;
    expect(compile(source, { codegen: 'always' }).render(data).html).toBe(closures);
    expect(closures).toBe('|1:1topTT+;2:nTT-;3:xtopTT+|i/T//T|[2nT]');
  });

  it('render nested scopes without frames, with their {.var} bindings, as closures render them', () => {
    const source =
      '{.var @v top}{.repeated section items}{.var @v name}<{@v}{.section inner}[{@v}{k}{name}{top}{.var @v k}{@v}' +
      '{.repeated section list}{@}{@v}{@index}{.end}]{.or}none:{@v}{.end}{@v}>{.alternates with},{.end}{@v}';
    const data = { top: 'T', items: [{ name: 'a', inner: { k: 'K', list: [1, 2] } }, { inner: { list: [] } }, { name: 'c' }] };
    const closures = compile(source, { codegen: 'never' }).render(data).html;
    expect(compile(source, { codegen: 'always' }).render(data).html).toBe(closures);
    expect(closures).toBe('<a[aKaTK1K12K2]a>,<T[TTT]T>,<cnone:cc>T');
  });

  it('never read a prototype from a scope without a frame', () => {
    const source = '{.repeated section items}{.section a}{constructor}{toString}{__proto__}{b}{.end}{.end}';
    const data = { items: [{ a: { b: 'x' } }, { a: Object.assign(Object.create({ b: 'inherited' }), { c: 1 }) }] };
    expect(compile(source, { codegen: 'always' }).render(data).html).toBe('x');
  });

  it('never read a key Object.prototype gains during the render', () => {
    const proto = Object.prototype as Record<string, unknown>;
    const item = Object.defineProperty({ b: 'own' }, 'a', {
      enumerable: true,
      get() {
        proto.extra = 'polluted';
        return 'a';
      },
    });
    const source = '{.repeated section items}[{extra}{b}{.section inner}{extra}{.end}{a}{extra}]{.end}';
    const data = { items: [{ b: 1, inner: { c: 1 } }, item, { b: 2, inner: { c: 2 } }] };
    const clean = { items: [{ b: 1, inner: { c: 1 } }, { b: 'own', a: 'a' }, { b: 2, inner: { c: 2 } }] };
    try {
      const template = compile(source, { codegen: 'always' });
      // Warm, so that the function may be optimised on a clean Object.prototype first.
      for (let i = 0; i < 3000; i++) template.render(clean);
      for (let i = 0; i < 3; i++) {
        delete proto.extra;
        expect(template.render(data).html).toBe('[1][owna][2]');
        expect(template.render(clean).html).toBe('[1][owna][2]');
      }
    } finally {
      delete proto.extra;
    }
  });

  it('hand formatters the output written so far, as closures do (the room json has left)', () => {
    const source = '{.repeated section items}{v}{.end}{o|json}';
    const data = { items: Array(8).fill(0), v: 'x'.repeat(100), o: { a: 'y'.repeat(300) } };
    for (const codegen of ['never', 'always'] as const) {
      const { html, errors } = compile(source, { codegen }).render(data, { limits: { maxOutput: 1000 } });
      expect(html).toBe('x'.repeat(800));
      expect(errors.map((e) => e.message)).toEqual(["Formatter 'json' failed: its JSON text would be longer than the 200 characters of output left"]);
    }
  });

  it('count the steps of loops and of formatter chains together, stopping where closures stop', () => {
    const source = '{.repeated section items}{v|count|count}{.repeated section list}{@}{.end}{.alternates with},{.end}{v|count}';
    const list = Array.from({ length: 20 }, (_, i) => i);
    const data = { items: Array.from({ length: 20 }, () => ({ v: 'abc', list })) };
    const rendered = (codegen: 'never' | 'always', maxSteps: number) => {
      const { html, errors } = compile(source, { codegen }).render(data, { limits: { maxSteps } });
      return { html, errors: errors.map((e) => e.message) };
    };
    for (const maxSteps of [30, 200, 201, 450, 900, 919, 920, 921, 1000]) {
      expect(rendered('always', maxSteps)).toEqual(rendered('never', maxSteps));
    }
    expect(rendered('always', 920).errors).toEqual(['Rendering stopped: it went over 920 steps']);
    expect(rendered('always', 921).errors).toEqual([]);
  });
});

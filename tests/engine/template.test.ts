import { describe, expect, it } from 'vitest';
import { compile, ErrorCode, render } from '../../library/index.js';
import type { FormatterDef, PredicateDef } from '../../engine/index.js';

describe('compile once, render many', () => {
  it('renders the same template against different data', () => {
    const template = compile('<h1>{title}</h1>{.section sale}<b>Sale</b>{.end}');
    expect(template.render({ title: 'Mug' }).html).toBe('<h1>Mug</h1>');
    expect(template.render({ title: 'Lamp', sale: true }).html).toBe('<h1>Lamp</h1><b>Sale</b>');
    expect(template.errors).toEqual([]);
  });

  it('keeps the source and a plain-JSON tree', () => {
    const template = compile('{a}');
    expect(template.source).toBe('{a}');
    expect(template.ast).toEqual({ type: 'root', body: [{ type: 'variable', paths: [['a']], formatters: [], start: 0, end: 3 }] });
  });

  it('render() reports compile and render errors together', () => {
    const { html, errors } = render('{a|nope}{b|apply gone}', { a: 1, b: 2 });
    expect(html).toBe('{a|nope}');
    expect(errors.map((e) => e.code)).toEqual([ErrorCode.UnknownFormatter, ErrorCode.PartialNotFound]);
  });
});

describe('render options', () => {
  it('takes partials as source or as compiled templates', () => {
    const card = compile('<li>{name}</li>');
    const template = compile('{.repeated section items}{@|apply card}{@|apply badge}{.end}');
    const { html } = template.render({ items: [{ name: 'A' }, { name: 'B', hot: true }] }, { partials: { card, badge: '{.section hot}!{.end}' } });
    expect(html).toBe('<li>A</li><li>B</li>!');
  });

  it('injects JSON by name and reports what is missing or broken', () => {
    const template = compile('{.inject @a a.json}{.inject @b b.json}{.inject @c c.json}{@a.x}');
    const { html, errors } = template.render({}, { injects: { 'a.json': '{"x": 7}', 'b.json': '{broken' } });
    expect(html).toBe('7');
    expect(errors.map((e) => e.code)).toEqual([ErrorCode.InjectInvalidJson, ErrorCode.InjectNotFound]);
  });

  it('gives plugins the locale, clock and time zone', () => {
    const where: FormatterDef = { name: 'where', apply: (_v, _a, s) => `${s.locale} ${s.now} ${s.timeZone}` };
    const template = compile('{@|where}', { formatters: [where] });
    expect(template.render({}, { locale: 'fr-FR', now: 5, timeZone: 'Europe/Paris' }).html).toBe('fr-FR 5 Europe/Paris');
    expect(template.render({ website: { timeZone: 'Asia/Tokyo' } }, { now: 1 }).html).toBe('en-US 1 Asia/Tokyo');
    expect(template.render({}, { now: 1 }).html).toBe('en-US 1 America/New_York');
  });

  it('lets users add predicates and override formatters through the same table', () => {
    const big: PredicateDef = { name: 'big?', test: (node) => typeof node === 'number' && node > 100 };
    const html: FormatterDef = { name: 'html', apply: (v) => `[${String(v)}]` };
    const template = compile('{.repeated section n}{.big?}{@|html}{.or}{@}{.end} {.end}', { predicates: [big], formatters: [html] });
    expect(template.render({ n: [5, 500] }).html).toBe('5 [500] ');
    expect(compile('{x|html}').render({ x: '<' }).html).toBe('&lt;');
  });

  it('passes every variable of {a, b|fmt} to the formatter', () => {
    const join: FormatterDef = { name: 'join', apply: (_v, args, _s, values) => values.join(args[0] ?? '') };
    expect(render('{a, b, c|join -}', { a: 1, b: 'x', c: true }, { formatters: [join] }).html).toBe('1-x-true');
  });

  it('stops a runaway render at its limits with an error, keeping what it printed', () => {
    let source = '{.var @a a}';
    for (let i = 0; i < 12; i++) source += '{.repeated section @a}';
    source += 'x';
    for (let i = 0; i < 12; i++) source += '{.end}';
    const { html, errors } = compile(source).render({ a: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, { limits: { maxSteps: 10_000 } });
    expect(html.length).toBeGreaterThan(0);
    expect(html.length).toBeLessThan(20_000);
    expect(errors.map((e) => e.code)).toEqual([ErrorCode.RenderLimit]);
  });

  it('bounds fan-out recursion by the number of applications', () => {
    const source = '{.macro m}{@|apply m}{@|apply m}{@|apply m}{@|apply m}{.end}{@|apply m}';
    const { errors } = compile(source).render({}, { limits: { maxApplies: 1000 } });
    expect(errors.map((e) => e.code)).toContain(ErrorCode.RenderLimit);
  });
});

describe('prototype safety', () => {
  it('never reads inherited properties', () => {
    const source = '[{constructor}][{__proto__}][{a.constructor.name}][{a.toString}][{list.length}][{list.constructor}][{s.length}]';
    expect(render(source, { a: {}, list: [1], s: 'abc' }).html).toBe('[][][][][][][]');
  });

  it('never reads inherited properties in generated code either, even from a polluted Object.prototype', () => {
    const template = compile('[{constructor}][{a.toString}][{a.extra}][{extra}][{.section extra}bad{.end}][{k.title}]', { codegen: 'always' });
    class Item {
      get title(): string {
        return 'inherited';
      }
    }
    const proto = Object.prototype as Record<string, unknown>;
    proto.extra = 'polluted';
    try {
      expect(template.render({ a: {}, k: new Item() as unknown as Record<string, string> }).html).toBe('[][][][][][]');
      expect(template.render({ a: { extra: 'own' }, extra: 'own', k: { title: 'own' } }).html).toBe('[][][own][own][bad][own]');
    } finally {
      delete proto.extra;
    }
  });

  it('reads an own key named __proto__ that JSON.parse created', () => {
    const data = JSON.parse('{"__proto__": {"x": "own"}}') as unknown;
    expect(render('{__proto__.x}', data).html).toBe('own');
    expect(render('{x}', data).html).toBe('');
  });

  it('does not walk into prototypes through sections or predicates', () => {
    expect(render('{.section constructor}bad{.or}ok{.end}', {}).html).toBe('ok');
    expect(render('{.repeated section __proto__}bad{.or}ok{.end}', {}).html).toBe('ok');
    expect(render('{.equal? constructor.name "Object"}bad{.or}ok{.end}', {}).html).toBe('ok');
  });

  it('does not pollute Object.prototype through {.var}, {.ctx} or {.eval}', () => {
    render('{.var @__proto__ a}{.ctx @x __proto__=a}{.eval @constructor = 1}', { a: { polluted: true } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('regressions', () => {
  it('arrays nested deeper than the stack print without throwing', () => {
    const deep = JSON.parse('['.repeat(50_000) + '1' + ']'.repeat(50_000)) as unknown;
    expect(() => render('{a}|{a|json}', { a: deep })).not.toThrow();
    expect(render('{a}', { a: [[1, [2]], 3] }).html).toBe('1,2,3');
  });

  it('an unexpected exception ends the render with an error, not a throw', () => {
    const explode: FormatterDef = { name: 'explode', apply: () => 'fine' };
    const template = compile('{.section ok}before {.end}{x|explode}', { formatters: [explode] });
    const hostile = { ok: true, get x(): unknown { throw new Error('getter blew up'); } };
    const { html, errors } = template.render(hostile);
    expect(html).toBe('before ');
    expect(errors.map((e) => e.code)).toEqual([ErrorCode.RenderFailed]);
  });
});

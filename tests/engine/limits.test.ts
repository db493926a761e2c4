import { describe, expect, it } from 'vitest';
import { compile, render, TemplateError } from '../../library/index.js';

const site = { website: { simpleLikingEnabled: true } };

describe('output limit', () => {
  it('holds on every append, with the exact limit as the longest output', () => {
    const data = { v: 'x'.repeat(1000), items: Array(50).fill(0) };
    for (const codegen of ['never', 'always'] as const) {
      const { html, errors } = render('{.repeated section items}{v}{.end}', data, { codegen, limits: { maxOutput: 2500 } });
      expect(html).toBe('x'.repeat(2500));
      expect(errors.map((e) => e.message)).toEqual(['Rendering stopped: it went over 2500 characters of output']);
    }
  });

  it('counts what macros build before they return it', () => {
    const source = '{.macro a}{@}{@}{@}{@}{.end}{.macro b}{@|apply a}{@|apply a}{@|apply a}{.end}{.var @x v|apply b}done';
    const { html, errors } = render(source, { v: 'y'.repeat(100) }, { limits: { maxOutput: 1000 } });
    expect(html).toBe('');
    expect(errors.map((e) => e.code)).toEqual(['render-limit']);
  });

  it('prints arrays as before, but no further than the output left', () => {
    expect(render('{a}|{b}', { a: [1, [2, [3, null]], {}], b: [[], []] }).html).toBe('1,2,3,null,[object Object]|,');
    let v: unknown = 'abc';
    for (let i = 0; i < 40; i++) v = [v, v];
    const { html, errors } = render('{v}', { v }, { limits: { maxOutput: 10_000 } });
    expect(html).toBe('abc,'.repeat(2500));
    expect(errors.map((e) => e.code)).toEqual(['render-limit']);
  });

  it('stops json of data sharing one object many times', () => {
    let v: unknown = 'abc';
    for (let i = 0; i < 30; i++) v = [v, v];
    const { html, errors } = render('{v|json}', { v }, { limits: { maxOutput: 10_000 } });
    expect(html).toBe('');
    expect(errors[0]?.message).toMatch(/Formatter 'json' failed: its JSON text would be longer than the 10000 characters of output left/);
  });

  it('counts the text before a formatter in the same run as output already made (the closures saw none of it)', () => {
    for (const codegen of ['never', 'always'] as const) {
      const { html, errors } = render('ab{a}{b}{a|json}', { a: [], b: 'c' }, { codegen, limits: { maxOutput: 4 } });
      expect(html).toBe('abc');
      expect(errors.map((e) => e.message)).toEqual(["Formatter 'json' failed: its JSON text would be longer than the 1 characters of output left"]);
    }
  });
});

describe('work inside formatters', () => {
  it('counts the length of the text a formatter receives', () => {
    const data = { v: 'a'.repeat(10_000), items: Array(100).fill(0) };
    const { errors } = render('{.repeated section items}{v|html|count}{.end}', data, { limits: { maxSteps: 50_000 } });
    expect(errors.map((e) => e.message)).toEqual(['Rendering stopped: it went over 50000 steps']);
  });

  it('counts a step per formatter of a chain, before the chain runs', () => {
    const source = `{.repeated section items}{v${'|str'.repeat(2000)}}{.end}`;
    const { html, errors } = render(source, { v: 'a', items: Array(10).fill(0) }, { limits: { maxSteps: 1000 } });
    expect(html).toBe('');
    expect(errors.map((e) => e.code)).toEqual(['render-limit']);
  });

  it('stops chains after the last loop, at the end of a render or a macro', () => {
    const ticks = `{v${'|count'.repeat(30)}}`.repeat(20);
    for (const codegen of ['never', 'always'] as const) {
      for (const source of [`{.repeated section items}{.end}${ticks}`, `{.macro m}{.repeated section items}{.end}${ticks}{.end}{@|apply m}`]) {
        const { html, errors } = render(source, { v: 'a', items: Array(19_990).fill(0) }, { codegen, limits: { maxSteps: 20_000 } });
        expect(html).toBe('');
        expect(errors.map((e) => e.message)).toEqual(['Rendering stopped: it went over 20000 steps']);
      }
    }
  });

  it('safe removes tags in linear time and keeps an unclosed <', () => {
    expect(render('{v|safe}', { v: 'a<b>c<d e="1">f<' }).html).toBe('acf<');
    expect(render('{v|safe|count}', { v: '<'.repeat(200_000) }).html).toBe('200000');
  });
});

describe('deadline', () => {
  it('stops a render that takes longer than limits.deadlineMs, with its own error', () => {
    const b = Array.from({ length: 3000 }, (_, i) => i);
    const { errors } = render('{.repeated section a}{.repeated section b}{@}{.end}{.end}', { a: b.map(() => ({ b })) }, { limits: { deadlineMs: 0 } });
    expect(errors.map((e) => [e.code, e.message])).toEqual([['render-deadline', 'Rendering stopped: it took longer than its deadline of 0 ms']]);
  });
});

describe('template size', () => {
  it('refuses a source over maxTemplateSize with the size and the limit', () => {
    const template = compile('x'.repeat(101), { maxTemplateSize: 100, name: 'big.jsont' });
    expect(template.errors.map((e) => e.format().split('\n')[0])).toEqual([
      'big.jsont:1:1: The template is 101 characters long, over the limit of 100 (compile option maxTemplateSize) [template-too-large]',
    ]);
    expect(template.render({}).html).toBe('');
    expect(compile('x'.repeat(100), { maxTemplateSize: 100 }).errors).toEqual([]);
  });
});

describe('data that throws', () => {
  const item = Object.defineProperty({}, 'title', {
    enumerable: true,
    get() {
      throw Object.create(null);
    },
  });

  it('is a runtime error, never an exception', () => {
    const { html, errors } = render('a{.section item}{title}{.end}b', { item, website: item });
    expect(html).toBe('a');
    expect(errors.map((e) => [e.code, e.message])).toEqual([['render-failed', 'Rendering stopped: a value that cannot be printed was thrown']]);
  });

  it('a proxy whose traps throw too', () => {
    const trap = () => {
      throw new Error('trap');
    };
    const p = new Proxy({}, { get: trap, getOwnPropertyDescriptor: trap, ownKeys: trap, has: trap, getPrototypeOf: trap });
    expect(render('{p.x}', { p }).errors.map((e) => e.message)).toEqual(['Rendering stopped: trap']);
    expect(render('{p.x}', p).errors.map((e) => e.code)).toEqual(['render-failed']);
  });

  it('in strict mode throws the runtime error, a TemplateError', () => {
    expect(() => render('{item.title}', { item }, { strict: true })).toThrow(TemplateError);
  });
});

describe('built-in fragments run inside the calling render', () => {
  const source = 'line one\n  {.repeated section items}{@|like-button}{.end}';
  const items = [{ id: 'a', likeCount: 1 }, { id: 'b', likeCount: 2 }];

  it('render as before', () => {
    const { html, errors } = render(source, { ...site, items });
    expect(errors).toEqual([]);
    expect(html).toContain('data-item-id="b" data-like-count="2"');
  });

  it('share the caller\'s output limit; errors name the caller\'s line and column and the fragment', () => {
    const { html, errors } = render(source, { ...site, items }, { limits: { maxOutput: 150 } });
    expect(html.length).toBeLessThanOrEqual(150);
    expect(errors).toHaveLength(1);
    const [error] = errors as [TemplateError];
    expect([error.code, error.line, error.column]).toEqual(['render-limit', 2, 28]);
    expect(error.message).toMatch(/^Rendering stopped: it went over 150 characters of output \(in templates\/social-like-button\.jsont at \d+:\d+\)$/);
    expect(error.chain).toEqual(['templates/social-like-button.jsont']);
  });

  it('share the caller\'s steps', () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ id: i, likeCount: i }));
    const { errors } = render(source, { ...site, items: many }, { limits: { maxSteps: 500 } });
    expect(errors.map((e) => e.code)).toEqual(['render-limit']);
  });
});

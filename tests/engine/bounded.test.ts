import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, type FormatterDef } from '../../library/index.js';

/*
 * Hostile templates and data, generated: whatever they are, a render returns (never throws),
 * its output is at most `maxOutput` characters (exactly: the output is cut at the limit), and
 * the work it does is bounded by `maxSteps`, exactly: work is counted before it is done. It is
 * observed through counting formatters: each formatter call is at least one step; `read`
 * declares a cost of one step per character of the long texts it receives and returns, so it
 * reads at most `maxSteps` characters; `skim` has the default cost, one step per 4 characters.
 */

const limits = { maxSteps: 20_000, maxOutput: 50_000, maxApplies: 400 };

/**
 * Counts its calls and the characters of the long texts it receives. The default cost is one step
 * per 4 characters in and out; `read` says one per character so that a count of characters is a
 * count of steps.
 */
function counters() {
  const seen = { calls: 0, chars: 0, skimmed: 0 };
  const tick: FormatterDef = { name: 'tick', apply: (v) => (seen.calls++, v) };
  const read: FormatterDef = {
    name: 'read',
    cost: 1024,
    apply(v) {
      if (typeof v === 'string' && v.length >= 256) seen.chars += v.length;
      return v;
    },
  };
  const skim: FormatterDef = {
    name: 'skim',
    apply(v) {
      if (typeof v === 'string' && v.length >= 256) seen.skimmed += v.length;
      return v;
    },
  };
  return { seen, formatters: [tick, read, skim] };
}

const chain = fc.array(fc.constantFrom('|tick', '|read', '|skim', '|html', '|json', '|safe', '|slugify', '|smartypants', '|str', '|apply m0', '|apply m1 private'), { maxLength: 30 });
const variable = fc.tuple(fc.constantFrom('v', 'big', 'shared', 'bad', 'proxy', '@', 'items'), chain).map(([n, c]) => `{${n}${c.join('')}}`);
const literal = fc.integer({ min: 0, max: 20_000 }).map((n) => 'L'.repeat(n));

const body: fc.Arbitrary<string> = fc.letrec<{ body: string; piece: string }>((tie) => ({
  body: fc.array(tie('piece'), { maxLength: 5 }).map((p) => p.join('')),
  piece: fc.oneof(
    { depthSize: 'small' },
    variable,
    literal,
    tie('body').map((b) => `{.repeated section items}${b}{.end}`),
    tie('body').map((b) => `{.section v}${b}{.end}`),
    fc.tuple(fc.integer({ min: 1, max: 40 }), tie('body')).map(([d, b]) => `${'{.section items}'.repeat(d)}${b}${'{.end}'.repeat(d)}`),
    fc.constantFrom('{.include m1 output}', '{.include m0 output}', '{@|apply m1}'),
  ),
})).body;

/** Macros calling macros: m0 is the body, each next one applies the one below `fan` times. */
const template = fc.tuple(body, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 12 }), body).map(([inner, levels, fan, main]) => {
  let source = `{.macro m0}${inner}{.end}`;
  for (let i = 1; i <= levels; i++) source += `{.macro m${i}}${`{@|apply m${i - 1}|tick}`.repeat(fan)}{.end}`;
  return `${source}{.section @}{@|apply m${levels}}${main}{.end}`;
});

function sharedValue(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = [value, { a: value, b: value }];
  return value;
}

/** How fast-check prints a value in a counterexample, without touching its getters. */
const printed = <T extends object>(value: T, text: string): T =>
  Object.defineProperty(value, fc.toStringMethod, { value: () => text, enumerable: false });

const throwing = (thrown: unknown) =>
  printed(
    Object.defineProperty({}, 'x', {
      enumerable: true,
      get() {
        throw thrown;
      },
    }),
    `throwing(${fc.stringify(thrown)})`,
  );

/** Throws on every access but fast-check's own printing of it. */
const hostileProxy = (thrown: unknown) => {
  const text = `hostileProxy(${fc.stringify(thrown)})`;
  const ours = (key: string | symbol) => key === fc.toStringMethod || key === fc.asyncToStringMethod;
  const trap = () => {
    throw thrown;
  };
  return new Proxy(
    {},
    {
      get: (_, key) => (key === fc.toStringMethod ? () => text : ours(key) ? undefined : trap()),
      has: (_, key) => (ours(key) ? key === fc.toStringMethod : trap()),
      getOwnPropertyDescriptor: trap,
      ownKeys: trap,
      getPrototypeOf: trap,
    },
  );
};

const thrown = fc.constantFrom<unknown>(new Error('no'), 'text', null, undefined, Object.create(null), Symbol('s'));

const data = fc
  .record({
    v: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('"a" -- \'b\' <i>x</i> & ', '<<<<>>>>')),
    bigLength: fc.integer({ min: 0, max: 300_000 }),
    bigChar: fc.constantFrom('a', '<', '&', ' ', '"', 'é'),
    sharedLevels: fc.integer({ min: 0, max: 40 }),
    itemCount: fc.integer({ min: 0, max: 60 }),
    bad: thrown,
    proxy: thrown,
  })
  .map(({ v, bigLength, bigChar, sharedLevels, itemCount, bad, proxy }) => {
    const big = bigChar.repeat(bigLength);
    const shared = sharedValue(sharedLevels, v);
    const element = { v, big, shared };
    const drawn = { v, bigLength, bigChar, sharedLevels, itemCount, bad, proxy };
    return printed({ v, big, shared, bad: throwing(bad), proxy: hostileProxy(proxy), items: Array(itemCount).fill(element) }, `data(${fc.stringify(drawn)})`);
  });

describe('every render is bounded', () => {
  it('never throws, never outputs more than maxOutput, never works past maxSteps', () => {
    fc.assert(
      fc.property(template, data, fc.constantFrom('never', 'always') as fc.Arbitrary<'never' | 'always'>, (source, json, codegen) => {
        const { seen, formatters } = counters();
        const { html, errors } = compile(source, { formatters, codegen }).render(json, { limits, now: 0 });
        expect(html.length).toBeLessThanOrEqual(limits.maxOutput);
        expect(seen.calls).toBeLessThanOrEqual(limits.maxSteps);
        expect(seen.chars).toBeLessThanOrEqual(limits.maxSteps);
        expect(seen.skimmed).toBeLessThanOrEqual(4 * limits.maxSteps);
        for (const e of errors) expect(e.line).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });

  it('a throwing getter or proxy is a runtime error in data of any shape', () => {
    fc.assert(
      fc.property(thrown, fc.constantFrom('{a.x}', '{a|json}', '{.section a}{x}{.end}', '{.repeated section a}{@}{.end}', '{a|html}', '{.if a.x}y{.end}'), (t, source) => {
        for (const a of [throwing(t), hostileProxy(t)]) {
          const { errors } = compile(source).render({ a }, { now: 0 });
          for (const e of errors) expect(['render-failed', 'formatter-failed', 'predicate-failed']).toContain(e.code);
        }
      }),
      { numRuns: 60 },
    );
  });
});

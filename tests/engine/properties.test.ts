import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, printTemplate } from '../../library/index.js';
import type { Node, RootNode } from '../../engine/index.js';
import { data, template } from '../helpers/arbitraries.js';

const partials = { m: '{@|json}', data: '{"k": 1}' };
const injects = { data: '{"k": [1, 2]}' };
/** Small limits keep every generated render short; hitting one is an error, never a throw. */
const limits = { maxSteps: 20_000, maxApplies: 500, maxOutput: 200_000 };

/** The tree without offsets: what printing must preserve. */
function shape(root: RootNode): unknown {
  return JSON.parse(JSON.stringify(root, (key, value: unknown) => (key === 'start' || key === 'end' || key === 'codeStart' ? undefined : value)));
}

describe('engine properties', () => {
  it('compile and render never throw on generated templates and JSON', () => {
    fc.assert(
      fc.property(template, data, (source, json) => {
        const result = compile(source).render(json, { partials, injects, limits, now: 0 });
        expect(typeof result.html).toBe('string');
        for (const e of result.errors) expect(e.line).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on arbitrary text either', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), data, (source, json) => {
        compile(source).render(json, { limits, now: 0 });
        compile(source, { preprocess: true }).render(json, { limits, now: 0 });
      }),
      { numRuns: 300 },
    );
  });

  it('the generated function renders exactly what the closures render', () => {
    fc.assert(
      fc.property(template, data, (source, json) => {
        const options = { partials, injects, limits, now: 0 };
        const closures = compile(source, { codegen: 'never' }).render(json, options);
        const generated = compile(source, { codegen: 'always' }).render(json, options);
        expect(generated.html).toBe(closures.html);
        expect(generated.errors.map((e) => e.format())).toEqual(closures.errors.map((e) => e.format()));
      }),
      { numRuns: 500 },
    );
  });

  it('the generated function stops where the closures stop, under small limits', () => {
    fc.assert(
      fc.property(template, data, fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 400 }), (source, json, maxSteps, maxOutput) => {
        const options = { partials, injects, limits: { maxSteps, maxOutput, maxApplies: 50 }, now: 0 };
        const closures = compile(source, { codegen: 'never' }).render(json, options);
        const generated = compile(source, { codegen: 'always' }).render(json, options);
        expect(generated.html).toBe(closures.html);
        expect(generated.errors.map((e) => e.format())).toEqual(closures.errors.map((e) => e.format()));
      }),
      { numRuns: 400 },
    );
  });

  it('printing a tree and parsing it again gives the same tree', () => {
    fc.assert(
      fc.property(template, (source) => {
        const first = compile(source);
        fc.pre(first.errors.length === 0);
        const again = compile(printTemplate(first.ast));
        expect(shape(again.ast)).toEqual(shape(first.ast));
      }),
      { numRuns: 400 },
    );
  });

  it('round-trips in preprocessor mode too', () => {
    const source = '{^.section s}{^name}{^.or}none{^.end} {title} {^# gone}';
    const first = compile(source, { preprocess: true });
    const printed = printTemplate(first.ast, { preprocess: true });
    expect(shape(compile(printed, { preprocess: true }).ast)).toEqual(shape(first.ast));
  });

  it('the tree is plain JSON', () => {
    fc.assert(
      fc.property(template, (source) => {
        const ast = compile(source).ast;
        expect(JSON.parse(JSON.stringify(ast))).toEqual(ast);
        const count = (nodes: Node[]): number => nodes.length;
        expect(count(ast.body)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 100 },
    );
  });
});

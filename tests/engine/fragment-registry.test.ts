import { describe, expect, it } from 'vitest';
import { createEngine, Registry } from '../../engine/index.js';
import { builtins, libraryRegistry } from '../../library/index.js';

const item = { id: 'i1', structuredContent: { productType: 1, variants: [{ qtyInStock: 2 }] } };

describe('the engine and the built-in library', () => {
  it('knows no formatter of its own: an engine over an empty table reports `html` unknown', () => {
    const { errors } = createEngine(new Registry()).render('{a|html}', { a: 'x' });
    expect(errors.map((e) => e.message)).toEqual(["Unknown formatter 'html'"]);
  });

  it('compiles a built-in fragment with the table of the render that calls it, per table', () => {
    const shouting = libraryRegistry().addFormatter({ name: 'htmlattr', apply: (value) => String(value).toUpperCase() });
    const plain = createEngine(libraryRegistry()).render('{item|quantity-input}', { item }).html;
    const loud = createEngine(shouting).render('{item|quantity-input}', { item }).html;
    expect(plain).toContain('data-item-id="i1"');
    expect(loud).toContain('data-item-id="I1"');
    // The other tables' fragments are untouched by the override, before and after it.
    expect(createEngine(builtins).render('{item|quantity-input}', { item }).html).toBe(plain);
  });
});

import { describe, expect, it } from 'vitest';
import { parseVariantChange, viewShown, type RestockViewIds } from './restock-visibility.js';
import { shownAfter } from './restock-replay.js';

const red: RestockViewIds = { productId: 'apron', variantId: 'red' };
const blue: RestockViewIds = { productId: 'apron', variantId: 'blue' };
const mug: RestockViewIds = { productId: 'mug', variantId: 'only' };
const ids = (v: RestockViewIds): RestockViewIds => v;

describe('which restock view shows', () => {
  it('shows only the chosen variant of the product, when it is sold out', () => {
    expect(viewShown(red, { productId: 'apron', variantId: 'red', soldOut: true })).toBe(true);
    expect(viewShown(red, { productId: 'apron', variantId: 'red', soldOut: false })).toBe(false);
    expect(viewShown(blue, { productId: 'apron', variantId: 'red', soldOut: true })).toBe(false);
    expect(viewShown(mug, { productId: 'apron', variantId: 'red', soldOut: true })).toBeUndefined();
  });

  it('reads a variant-change detail, refusing one without a product', () => {
    expect(parseVariantChange({ productId: 'apron', variantId: null, soldOut: 'yes' })).toEqual({ productId: 'apron', variantId: null, soldOut: false });
    expect(parseVariantChange({ variantId: 'red' })).toBeUndefined();
    expect(parseVariantChange(null)).toBeUndefined();
  });

  // The sign-up's code loads at the first sold-out choice: the changes made before it are replayed in order.
  it('replays the changes made before the sign-up loaded, in order', () => {
    const atLoad = new Map([[red, false], [blue, false], [mug, true]]);
    const changes = [
      { productId: 'apron', variantId: 'red', soldOut: true },
      { productId: 'apron', variantId: 'blue', soldOut: true },
    ];
    expect([...shownAfter([red, blue, mug], ids, atLoad, changes).values()]).toEqual([false, true, true]);
    expect([...shownAfter([red, blue, mug], ids, atLoad, changes.slice(0, 1)).values()]).toEqual([true, false, true]);
    expect([...shownAfter([red, blue, mug], ids, atLoad, []).values()]).toEqual([false, false, true]);
  });
});

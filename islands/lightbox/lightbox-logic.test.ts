import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cartStatus, resetCartStore } from '../cart-store/cart-store.js';
import { checkAnswers, serialiseAnswers } from './answers.js';
import { lightboxTop } from './position.js';
import { updateAdditionalFields } from './update-fields.js';

describe('the lightbox position', () => {
  it('keeps a margin of 50 when the content is taller than the window, else centres it', () => {
    expect(lightboxTop(1000, 800)).toBe(50);
    expect(lightboxTop(400, 800)).toBe(200);
    expect(lightboxTop(800, 800)).toBe(0);
  });
});

describe('the additional-fields answers', () => {
  const fields = [
    { id: 'initials', title: 'Initials', type: 'text', required: true, maxLength: 3 },
    { id: 'note', title: 'Note', type: 'text', required: false },
  ];
  it('needs required fields and keeps within the length', () => {
    expect(checkAnswers(fields, {})).toEqual({ initials: 'Required' });
    expect(checkAnswers(fields, { initials: 'ABCD' })).toEqual({ initials: 'You have exceeded the character limit.' });
    expect(checkAnswers(fields, { initials: 'AB' })).toEqual({});
  });
  it('serialises the form fields only', () => {
    expect(serialiseAnswers(fields, { initials: ' AB ', other: 'x' })).toBe('{"initials":"AB","note":""}');
  });
});

describe('an additional-fields update', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetCartStore();
  });
  it('marks the cart recalculating around the call and keeps the server cart', async () => {
    const during: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async () => {
      during.push($cartStatus.get());
      return new Response(JSON.stringify({ shoppingCart: { totalQuantity: 1, entries: [] } }), { status: 200 });
    }));
    const result = await updateAdditionalFields({ entryId: 'e1', itemId: 'mug', sku: 'MUG', additionalFields: '{}' });
    expect(result.ok).toBe(true);
    expect(during).toEqual(['recalculating']);
    expect($cartStatus.get()).toBe('loaded');
  });
});

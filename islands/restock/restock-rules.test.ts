import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restockEmailError, restockPayload, successText } from './restock-rules.js';
import { parseVariantChange, viewShown } from './restock-visibility.js';

describe('restock rules', () => {
  it('checks the email: blank, invalid, 3 to 256 characters with a 2–4 character last label', () => {
    expect(restockEmailError('  ')).toBe('Email cannot be blank');
    expect(restockEmailError('reader@example')).toBe('Email is invalid');
    expect(restockEmailError('reader@example.c')).toBe('Email is invalid');
    expect(restockEmailError('reader@example.store')).toBe('Email is invalid');
    expect(restockEmailError('reader@example.com')).toBeUndefined();
    expect(restockEmailError(`${'a'.repeat(250)}@ex.com`)).toBe('Email is invalid');
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.stringMatching(/^[a-z0-9]{2,4}$/), (user, tld) => {
        expect(restockEmailError(`${user}@shop.${tld}`)).toBeUndefined();
      }),
    );
  });

  it('builds the payload, with the captcha token only when one is shown', () => {
    const ids = { productId: 'p', variantId: 'v' };
    expect(restockPayload(ids, ' a@b.io ', true)).toEqual({ isJoinMailingList: true, productId: 'p', variantId: 'v', siteVisitorEmail: 'a@b.io' });
    expect(restockPayload(ids, 'a@b.io', false, 'tok')).toMatchObject({ captchaToken: 'tok', isJoinMailingList: false });
  });

  it('reads the store text, else "Signed up!"', () => {
    expect(successText({ success: true, message: 'Back soon' })).toBe('Back soon');
    expect(successText({ success: true })).toBe('Signed up!');
  });

  it('shows a view only for its product\'s chosen sold-out variant', () => {
    const view = { productId: 'p', variantId: 'v' };
    expect(viewShown(view, { productId: 'p', variantId: 'v', soldOut: true })).toBe(true);
    expect(viewShown(view, { productId: 'p', variantId: 'v', soldOut: false })).toBe(false);
    expect(viewShown(view, { productId: 'p', variantId: null, soldOut: true })).toBe(false);
    expect(viewShown(view, { productId: 'q', variantId: 'v', soldOut: true })).toBeUndefined();
    expect(parseVariantChange({ variantId: 'v' })).toBeUndefined();
    expect(parseVariantChange({ productId: 'p', variantId: 'v', soldOut: true })).toEqual({ productId: 'p', variantId: 'v', soldOut: true });
  });
});

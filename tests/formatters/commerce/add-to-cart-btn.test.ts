import { describe, expect, it } from 'vitest';
import { html } from './render.js';

const item = (structuredContent: unknown): unknown => ({ id: 'i1', collectionId: 'c1', structuredContent });
const button = (data: unknown): string => html('{item|add-to-cart-btn}', data);

describe('add-to-cart-btn', () => {
  it('reads Add To Cart by default, with the product facts as data attributes', () => {
    const out = button({ item: item({ productType: 1 }) });
    expect(out).toContain('data-collection-id="c1" data-item-id="i1" data-product-type="1" data-use-custom-label=""');
    expect(out).toContain('data-original-label="Add To Cart" >');
    expect(out).toContain('<div class="sqs-add-to-cart-button-inner">Add To Cart</div>');
    expect(out).not.toContain('use-form');
  });

  it('prefers the custom label, escaped', () => {
    const out = button({ item: item({ productType: 1, useCustomAddButtonText: true, customAddButtonText: 'Buy "now" <b>' }) });
    expect(out).toContain('data-original-label="Buy &quot;now&quot; &lt;b&gt;"');
    expect(out).toContain('inner">Buy &quot;now&quot; &lt;b&gt;</div>');
  });

  it('ignores an empty custom label', () => {
    const out = button({ item: item({ productType: 1, useCustomAddButtonText: true, customAddButtonText: '' }) });
    expect(out).toContain('inner">Add To Cart</div>');
  });

  it('uses the localized texts', () => {
    const strings = { productAddToCartText: 'In den Warenkorb', productSubscribeText: 'Abonnieren' };
    expect(button({ item: item({ productType: 1 }), localizedStrings: strings })).toContain('inner">In den Warenkorb</div>');
    expect(button({ item: item({ productType: 1, isSubscribable: true }), localizedStrings: strings })).toContain('inner">Abonnieren</div>');
  });

  it('subscriptions read Subscribe and carry their first subscription option', () => {
    const out = button({ item: item({ productType: 1, isSubscribable: true, productSubscriptionOptions: [{ id: 'opt-1' }, { id: 'opt-2' }] }) });
    expect(out).toContain('data-is-subscription="true" data-original-label="Subscribe" data-subscription-option-id="opt-1">');
  });

  it('names the additional-fields form when the product has one', () => {
    const out = button({ item: item({ productType: 1, additionalFieldsFormId: 'f1', additionalFieldsForm: { name: 'F', fields: [] } }) });
    expect(out).toContain('sqs-button-element--primary use-form"');
    expect(out).toContain('data-form="{&quot;name&quot;:&quot;F&quot;,&quot;fields&quot;:[]}">');
  });

  it('reads the subscription flag as the domain does ("false" is not subscribable)', () => {
    const out = button({ item: item({ productType: 1, isSubscribable: 'false', productSubscriptionOptions: [{ id: 'o' }] }) });
    expect(out).toContain('inner">Add To Cart</div>');
    expect(out).not.toContain('data-is-subscription');
    expect(out).not.toContain('data-subscription-option-id');
  });

  it('needs a subscription option to name one', () => {
    const out = button({ item: item({ productType: 1, isSubscribable: true, productSubscriptionOptions: [] }) });
    expect(out).toContain('data-is-subscription="true" data-original-label="Subscribe" >');
  });
});

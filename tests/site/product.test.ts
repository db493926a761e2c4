// Product detail pages (/shop/p/<slug>) as a visitor sees them: one product of each kind.
import { describe, expect, it } from 'vitest';
import { renderRoute } from './helpers/demo-store.js';
import { markupOnly, visibleText } from './helpers/visible-text.js';

function product(slug: string) {
  const { page, html } = renderRoute({ page: 'product', slug });
  expect(page.template).toBe('product');
  return { html, text: visibleText(html), markup: markupOnly(html) };
}

const ADD_TO_CART = 'class="sqs-add-to-cart-button ';

describe('product detail pages', () => {
  it('physical product with two options: price, both selects, quantity, button, and its sold-out variant', () => {
    const { html, text } = product('linen-apron');
    expect(html).toContain('<h1 class="product-title">Linen Apron</h1>');
    expect(text).toContain('$42.00');
    expect(html).toContain('<select aria-label="Select Color" data-variant-option-name="Color">');
    expect(html).toContain('<select aria-label="Select Size" data-variant-option-name="Size">');
    expect(html).toContain('<option value="Charcoal">Charcoal</option>');
    expect(html).toContain('<option value="L/XL">L/XL</option>');
    expect(html).toContain('class="product-quantity-input"');
    expect(html).toContain(ADD_TO_CART);
    expect(text).toContain('Add To Cart');
    expect(text).toContain('Charcoal / L/XL: sold out');
    expect(text).toContain('Natural / S/M: 6 in stock');
    expect(html.match(/variant-stock-item--sold-out/g)).toHaveLength(1);
    expect(html).not.toContain('product-mark');
  });

  it('unlimited stock: no sold-out mark, a quantity input and a button', () => {
    const { html, text } = product('beeswax-candle');
    expect(text).toContain('$16.00');
    expect(html).not.toContain('sold-out');
    expect(html).toContain('class="product-quantity-input"');
    expect(html).toContain(ADD_TO_CART);
    expect(html).not.toContain('class="product-variants"');
  });

  it('digital product: price, a download note, no quantity input', () => {
    const { html, text } = product('slow-mornings-ebook');
    expect(text).toContain('$12.00');
    expect(text).toContain('A digital download');
    expect(html).not.toContain('product-quantity-input');
    expect(html).toContain('data-product-type="2"');
  });

  it('service: price, a booking note, quantity allowed by the store settings', () => {
    const { html, text } = product('pottery-workshop');
    expect(text).toContain('$75.00');
    expect(text).toContain('Booked by email');
    expect(html).toContain('class="product-quantity-input"');
    expect(html).toContain('data-product-type="3"');
  });

  it('gift card: "from" the lowest denomination and a Value select of the denominations', () => {
    const { html, text } = product('gift-card');
    expect(html).toContain('<h1 class="product-title">Fern &amp; Finch Gift Card</h1>');
    expect(text).toContain('from $25.00');
    expect(html).toContain('<select aria-label="Select Value" data-variant-option-name="Value">');
    for (const value of ['$25.00', '$50.00', '$100.00']) expect(html).toContain(`<option value="${value}">${value}</option>`);
    expect(html).not.toContain('product-quantity-input');
    expect(html).not.toContain('class="variant-stock"');
  });

  it('subscription: the billing terms, a Subscribe button, no quantity input', () => {
    const { html, text } = product('coffee-subscription');
    expect(text).toContain('$19.00 every month');
    expect(html).toContain('data-is-subscription="true"');
    expect(html).toContain('data-subscription-option-id="sub-opt-monthly"');
    expect(text).toContain('Subscribe');
    expect(html).not.toContain('product-quantity-input');
  });

  it('additional-fields form: the custom button label, escaped, and the form on the button', () => {
    const { html, text } = product('monogrammed-mug');
    expect(text).toContain('Personalize & Add');
    expect(html).toContain('<div class="sqs-add-to-cart-button-inner">Personalize &amp; Add</div>');
    expect(html).toContain('use-form"');
    const form = html.match(/data-form="([^"]*)"/);
    expect(form).not.toBeNull();
    const decoded = JSON.parse(form![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { id: string; fields: Array<{ id: string }> };
    expect(decoded.id).toBe('form-monogram');
    expect(decoded.fields.map((f) => f.id)).toEqual(['field-initials', 'field-glaze']);
  });

  it('on sale: the sale mark, the sale price and the original price', () => {
    const { html, text } = product('stoneware-bowl');
    expect(html).toContain('<div class="product-mark sale">sale</div>');
    expect(text).toContain('Sale Price: $22.50 Original Price: $30.00');
    expect(html).toContain(ADD_TO_CART);
  });

  it('sold out: the merchant wording, no button and no quantity input, the title escaped', () => {
    const { html, text, markup } = product('linen-tea-towel');
    expect(html).toContain('<div class="product-mark sold-out">Back in spring</div>');
    expect(text).toContain('This product is sold out.');
    expect(html).not.toContain(ADD_TO_CART);
    expect(html).not.toContain('product-quantity-input');
    expect(html).toContain('Linen Tea Towel &lt;Set of 2&gt;');
    expect(markup).not.toContain('<script>');
  });

  it('offers the restock sign-up on a sold-out product, and keeps the sold-out variant\'s one hidden', () => {
    const towel = product('linen-tea-towel');
    expect(towel.html).toContain('<div class="product-restock-notification" data-product-id="prod-tea-towel" data-variant-id="var-tea-towel">');
    expect(towel.text).toContain('Sold out. Email me when it is back in stock.');
    expect(towel.html).toContain('name="isJoinMailingList"');
    const apron = product('linen-apron');
    expect(apron.html).toContain('data-product-id="prod-apron" data-variant-id="var-apron-charcoal-l" hidden>');
    expect(apron.html).not.toContain('isJoinMailingList');
    expect(product('beeswax-candle').html).not.toContain('product-restock-notification');
  });

  it('shows the scarcity message where the merchant turned it on', () => {
    expect(product('stoneware-bowl').text).toContain('Only 4 left');
    expect(product('linen-apron').html).not.toContain('product-scarcity');
  });
});

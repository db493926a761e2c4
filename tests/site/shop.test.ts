// The store collection page (/shop) as a visitor sees it.
import { describe, expect, it } from 'vitest';
import { loadDemoStore, renderRoute } from './helpers/demo-store.js';
import { blocks, markupOnly, visibleText } from './helpers/visible-text.js';

describe('shop collection page', () => {
  const store = loadDemoStore();
  const { html } = renderRoute({ page: 'shop' });
  const cards = blocks(html, '<li class="product-card', '</li>');
  const card = (slug: string) => {
    const found = cards.find((c) => c.includes(`id="product-${slug}"`));
    expect(found, slug).toBeDefined();
    return found!;
  };

  it('shows the collection title and one card per product, linked to its page', () => {
    expect(visibleText(html)).toContain('Shop Everything in the shop, made in small batches.');
    expect(visibleText(html)).toContain(`${store.shop.items.length} products`);
    expect(cards).toHaveLength(store.shop.items.length);
    for (const item of store.shop.items) {
      const text = visibleText(card(item.urlId!));
      expect(text).toContain(item.title);
      expect(card(item.urlId!)).toContain(`href="/shop/p/${item.urlId}"`);
    }
  });

  it('shows prices with the currency, "from" for gift cards, and terms for subscriptions', () => {
    expect(visibleText(card('linen-apron'))).toContain('$42.00');
    expect(visibleText(card('beeswax-candle'))).toContain('$16.00');
    expect(visibleText(card('slow-mornings-ebook'))).toContain('$12.00');
    expect(visibleText(card('pottery-workshop'))).toContain('$75.00');
    expect(visibleText(card('gift-card'))).toContain('from $25.00');
    expect(visibleText(card('coffee-subscription'))).toContain('$19.00 every month');
  });

  it('marks the product on sale with its sale and original price', () => {
    const bowl = card('stoneware-bowl');
    expect(bowl).toContain('<div class="product-mark sale">sale</div>');
    expect(bowl).toContain('product-card--sale');
    expect(visibleText(bowl)).toContain('Sale Price: $22.50 Original Price: $30.00');
    expect(html.match(/product-mark sale/g)).toHaveLength(1);
  });

  it('marks the sold-out product with the merchant wording, and only that one', () => {
    const towel = card('linen-tea-towel');
    expect(towel).toContain('product-card--sold-out');
    expect(visibleText(towel)).toContain('Back in spring');
    expect(html.match(/product-mark sold-out/g)).toHaveLength(1);
    // A product with one sold-out variant among others in stock is not sold out.
    expect(card('linen-apron')).not.toContain('sold-out');
    // Unlimited stock never sells out.
    expect(card('beeswax-candle')).not.toContain('sold-out');
  });

  it('escapes titles and excerpts', () => {
    expect(html).toContain('Linen Tea Towel &lt;Set of 2&gt;');
    expect(markupOnly(html)).not.toContain('<Set of 2>');
    expect(markupOnly(html)).not.toContain('<script>');
    expect(visibleText(card('linen-tea-towel'))).toContain('"softer every wash". <script>alert(1)</script>');
    expect(visibleText(card('stoneware-bowl'))).toContain('soups & salads');
  });
});

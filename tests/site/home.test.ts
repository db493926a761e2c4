// The demo store's home page as a visitor sees it: fixtures/sites/demo rendered through the
// engine API the way site/pages/index.astro renders it (site/lib/jsont-page.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile } from '../../engine/index.js';
import { createPageTemplate } from '../../site/lib/jsont-page.js';
import { visibleText } from './helpers/visible-text.js';

const demoDir = new URL('../../fixtures/sites/demo/', import.meta.url);
const TEMPLATE_NAME = 'fixtures/sites/demo/templates/home.jsont';
const source = readFileSync(new URL('templates/home.jsont', demoDir), 'utf8');

interface Product {
  id: string;
  urlId: string;
  title: string;
  price: number;
  priceMoney: { decimalValue: string; currencyCode: string };
  salePrice: number;
  salePriceMoney: { decimalValue: string; currencyCode: string };
  onSale: boolean;
  stock: number;
  description: string;
  tags: string[];
}
interface Content {
  website: { siteTitle: string; tagline: string };
  announcement?: string;
  items: Product[];
}

function loadContent(): Content {
  return JSON.parse(readFileSync(new URL('content.json', demoDir), 'utf8')) as Content;
}

function renderHome(data: unknown): string {
  const template = compile(source, { name: TEMPLATE_NAME });
  expect(template.errors.map((e) => e.format())).toEqual([]);
  const result = template.render(data, { locale: 'en-US' });
  expect(result.errors.map((e) => e.format())).toEqual([]);
  return result.html;
}

function articles(html: string): string[] {
  return html.match(/<article\b[\s\S]*?<\/article>/g) ?? [];
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('demo home template', () => {
  const content = loadContent();
  const html = renderHome(content);
  // The page without its embedded JSON (which holds the raw content, safely, as JSON text).
  const markup = html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');
  const text = visibleText(html);
  const cards = articles(html);

  it('shows the site title and tagline, escaped', () => {
    expect(html).toContain('<h1 class="site-title">Fern &amp; Finch</h1>');
    expect(text).toContain('Fern & Finch');
    expect(text).toContain(content.website.tagline);
    expect(text).toContain('Free shipping on orders over $50');
  });

  it('renders one card per product, in order, with its title as text', () => {
    expect(cards).toHaveLength(content.items.length);
    content.items.forEach((item, i) => {
      expect(cards[i]).toContain(`id="product-${item.urlId}"`);
      expect(visibleText(cards[i]!)).toContain(item.title);
    });
    // A title with markup characters is text, not markup.
    expect(html).toContain('Linen Tea Towel &lt;Set of 2&gt;');
    expect(markup).not.toContain('<Set of 2>');
  });

  it('escapes the HTML in descriptions and truncates long ones', () => {
    expect(markup).not.toMatch(/<script/);
    expect(markup).not.toContain('<b>');
    expect(html).toContain('&lt;b&gt;stoneware&lt;/b&gt;');
    const mug = visibleText(cards[0]!);
    expect(mug).toContain('Hand-thrown <b>stoneware</b> mug with a speckled glaze & a wide handle.');
    expect(mug).toContain('<script>alert("gotcha")</script>');
    expect(mug).not.toContain('for years');
    expect(mug).toMatch(/\.\.\.$|\.\.\. /);
    expect(visibleText(cards[1]!)).toContain('Stonewashed linen, "softer every wash".');
  });

  it('keeps the display prices of the content in step with its prices in cents', () => {
    for (const item of content.items) {
      expect(item.priceMoney).toEqual({ decimalValue: (item.price / 100).toFixed(2), currencyCode: 'USD' });
      expect(item.salePriceMoney).toEqual({ decimalValue: (item.salePrice / 100).toFixed(2), currencyCode: 'USD' });
    }
  });

  it('shows the sale badge and both prices only for products on sale', () => {
    content.items.forEach((item, i) => {
      const card = cards[i]!;
      const cardText = visibleText(card);
      if (item.onSale) {
        expect(card).toContain('<span class="badge badge--sale">Sale</span>');
        expect(card).toContain('class="product product--sale"');
        expect(cardText).toContain(`Sale ${dollars(item.price)} ${dollars(item.salePrice)}`);
      } else {
        expect(card).not.toContain('badge--sale');
        expect(card).toContain('class="product"');
        expect(cardText).toContain(dollars(item.price));
      }
    });
    expect(text).toContain('$28.00');
    expect(text).toContain('$21.00');
    expect(text).toContain('$64.50');
  });

  it('promises free shipping from $50 (5000 cents) up', () => {
    content.items.forEach((item, i) => {
      expect(visibleText(cards[i]!).includes('Ships free')).toBe(item.price >= 5000);
    });
    expect(text.match(/Ships free/g)).toHaveLength(1);
  });

  it('marks products with no stock as sold out', () => {
    content.items.forEach((item, i) => {
      const cardText = visibleText(cards[i]!);
      if (item.stock === 0) {
        expect(cardText).toContain('Sold out');
        expect(cardText).not.toContain('in stock');
      } else {
        expect(cardText).toContain(`${item.stock} in stock`);
        expect(cardText).not.toContain('Sold out');
      }
    });
  });

  it('counts products and tags with the right plural', () => {
    expect(text).toContain('3 products');
    expect(cards[0]).toContain('aria-label="3 tags"');
    expect(cards[1]).toContain('aria-label="1 tag"');
    expect(visibleText(cards[0]!)).toContain('ceramics kitchen gift');
    // An empty tag list takes the {.or} branch.
    expect(cards[2]).not.toContain('class="tags"');
    expect(visibleText(cards[2]!)).toContain('No tags');
  });

  it('puts a divider between products, not before the first or after the last', () => {
    const dividers = html.match(/<hr class="product-divider">/g) ?? [];
    expect(dividers).toHaveLength(content.items.length - 1);
    const products = html.slice(html.indexOf('<div class="products">'));
    const sequence = products.match(/<article\b|<hr class="product-divider">|<\/div>/g)!;
    expect(sequence.slice(0, 6)).toEqual(['<article', '<hr class="product-divider">', '<article', '<hr class="product-divider">', '<article', '</div>']);
  });

  it('embeds the products as JSON that cannot close its script element', () => {
    const match = html.match(/<script type="application\/json" id="shop-data">([\s\S]*?)<\/script>/);
    expect(match).not.toBeNull();
    const json = match![1]!;
    expect(json).not.toMatch(/<\/script/i);
    expect(JSON.parse(json)).toEqual(content.items);
  });

  it('falls back when there is nothing to show', () => {
    const empty = renderHome({ website: { siteTitle: 'Empty Shop' }, items: [] });
    expect(visibleText(empty)).toContain('Nothing for sale yet.');
    expect(empty).not.toContain('<article');
    expect(empty).not.toContain('class="announcement"');
    expect(empty).not.toContain('class="tagline"');
    expect(empty).not.toContain('shop-data');
  });
});

describe('page template wrapper', () => {
  function collectingLogger() {
    const lines: string[] = [];
    return { lines, logger: { error: (message: string) => lines.push(message) } };
  }

  it('renders the demo home without logging anything', () => {
    const { lines, logger } = collectingLogger();
    const page = createPageTemplate(source, TEMPLATE_NAME, logger);
    const first = page.render(loadContent());
    const second = page.render(loadContent());
    expect(first.ok).toBe(true);
    expect(second.html).toBe(first.html);
    expect(lines).toEqual([]);
  });

  it('logs template errors with their location and still returns what rendered', () => {
    const { lines, logger } = collectingLogger();
    const page = createPageTemplate('<p>before</p>\n{title|no-such-formatter}\n<p>after</p>', 'broken.jsont', logger);
    expect(page.compileErrorCount).toBeGreaterThan(0);
    expect(lines.join('\n')).toContain('broken.jsont:2:');
    const result = page.render({ title: 'T' });
    expect(result.ok).toBe(false);
    expect(result.html).toContain('<p>before</p>');
    expect(result.html).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace in the page
  });
});

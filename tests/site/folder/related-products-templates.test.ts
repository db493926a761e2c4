// "You may also like" as the shipped product templates render it from the context's
// `relatedProducts`: the demo store's item template (through blocks/related-products.block) and
// the built-in one of templates/system; nothing of it when the context has none.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSite, loadSystemTemplates } from '../../../site/folder/compile-folder.js';
import { loadSiteFolder } from '../../../site/folder/load-folder.js';

const related = (id: string, title: string, priceCents: number) => ({
  id,
  title,
  urlId: id,
  fullUrl: `/shop/p/${id}`,
  assetUrl: `/assets/${id}.jpg`,
  structuredContent: {
    productType: 1,
    variants: [{
      id: `${id}-v`, sku: id.toUpperCase(), qtyInStock: 3, unlimited: false, price: priceCents,
      priceMoney: { decimalValue: (priceCents / 100).toFixed(2), currencyCode: 'USD' }, salePriceMoney: { decimalValue: '0.00', currencyCode: 'USD' }, onSale: false,
      mainImage: { assetUrl: `/assets/${id}.jpg`, originalSize: '2500x1875', systemDataVariants: '500w,1000w,2500w' },
    }],
  },
});

const item = { id: 'p', title: 'Plate', urlId: 'plate', fullUrl: '/shop/p/plate', structuredContent: { productType: 1, variants: [{ id: 'pv', sku: 'P', qtyInStock: 1, unlimited: false, price: 100, priceMoney: { decimalValue: '1.00', currencyCode: 'USD' } }] } };

async function productItemTemplate(folder: string) {
  const { folder: loaded } = await loadSiteFolder(path.resolve(folder));
  const compiled = compileSite(loaded!, { systemTemplates: await loadSystemTemplates(path.resolve('templates/system')) });
  const template = compiled.collectionTemplate('products', 'item');
  if (!template) throw new Error(`${folder} has no products item template`);
  return template;
}

describe.each([
  ['sites/fern-and-finch', 'collections/products.item'],
  ['fixtures/template-folders/platform-base', 'products.item'],
])('%s', (folder, file) => {
  it(`renders the related products in ${file}, with srcset, name, price and link`, async () => {
    const template = await productItemTemplate(folder);
    expect(template.file).toContain(file);
    const context = { website: {}, collection: { title: 'Shop', fullUrl: '/shop' }, item, relatedProducts: [related('cup', 'Tea Cup', 1800), related('jug', 'Milk Jug', 2450)] };
    const { html, errors } = template.render(context);
    expect(errors).toEqual([]);
    const section = /<section class="related-products"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(section).toContain('You may also like</h2>');
    expect([...section.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => `${m[2] ?? ''} ${m[1] ?? ''}`)).toEqual(['Tea Cup /shop/p/cup', 'Milk Jug /shop/p/jug']);
    expect(section).toMatch(/srcset="\/assets\/cup\.jpg\?format=500w 500w,[^"]*2500w"/);
    expect(section).toContain('18.00</span>');
    expect(section).toContain('24.50</span>');

    expect(template.render({ ...context, relatedProducts: undefined }).html).not.toContain('related-products');
  });
});

// Pages are rendered from the stored content: stock sold at checkout and an owner's edit show on
// the next page view, and a restart keeps the edit (seeding never overwrites stored content).
import { describe, expect, it } from 'vitest';
import { putSiteContent, readSiteContent, setStock, type Store } from '../../site/db/index.js';
import { useSuite } from './helpers/suite.js';

const suite = useSuite();

const withStore = <T>(work: (store: Store) => Promise<T>): Promise<T> => suite.db.withStore(work);

const page = async (path: string): Promise<string> => (await fetch(suite.server.baseUrl + path)).text();

describe('pages read the database', () => {
  it('seed every content part on first start', async () => {
    await page('/');
    const parts = await withStore(readSiteContent);
    expect(Object.keys(parts).sort()).toEqual([
      'collection:col-events', 'collection:col-gallery', 'collection:col-journal', 'collection:col-shop', 'navigation', 'page:col-contact', 'page:page-home', 'website',
    ]);
    // Products live in the catalogue, not in their collection's part.
    expect(parts['collection:col-shop']).toMatchObject({ items: [] });
  });

  it('show a variant sold out once its stock in the catalogue is 0', async () => {
    expect(await page('/shop/p/stoneware-bowl')).not.toContain('This product is sold out.');
    await withStore((store) => setStock(store, 'BWL-1', 0));
    expect(await page('/shop/p/stoneware-bowl')).toContain('This product is sold out.');
    const json = (await (await fetch(`${suite.server.baseUrl}/shop/p/stoneware-bowl?format=json`)).json()) as { item: { structuredContent: { variants: { qtyInStock: number }[] } } };
    expect(json.item.structuredContent.variants[0]?.qtyInStock).toBe(0);
  });

  it("show an owner's edit on the next request, and keep it across a restart", async () => {
    const parts = await withStore(readSiteContent);
    const website = structuredClone(parts['website']) as { siteTitle: string };
    website.siteTitle = 'Edited & Co';
    await withStore((store) => putSiteContent(store, 'website', website));
    expect(await page('/blog')).toContain('Edited &amp; Co');

    await suite.restart();
    expect(await page('/shop')).toContain('Edited &amp; Co');
  });

  it('show a renamed navigation link on the next request of a page already served', async () => {
    expect(await page('/blog')).toContain('>Journal<');
    const parts = await withStore(readSiteContent);
    const navigation = structuredClone(parts['navigation']) as Record<string, { title: string; url: string }[]>;
    for (const link of Object.values(navigation).flat()) if (link.url === '/blog') link.title = 'Notebook';
    await withStore((store) => putSiteContent(store, 'navigation', navigation));
    const html = await page('/blog');
    expect(html).toContain('>Notebook<');
    expect(html).not.toMatch(/href="\/blog"[^>]*>\s*Journal</);
  });

  it('serve a kept product page to a second visitor with that visitor\'s own crumb in the add-to-cart form', async () => {
    const crumbs: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${suite.server.baseUrl}/shop/p/linen-apron`);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('crumb='));
      const crumb = cookie?.slice('crumb='.length, cookie.indexOf(';')) ?? '';
      const html = await res.text();
      expect(html).toContain(`name="crumb" value="${crumb}"`);
      expect(html).not.toContain('__storefront_crumb__');
      crumbs.push(crumb);
    }
    expect(crumbs[0]).not.toBe(crumbs[1]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart, closeSharedStore, findCart, listProducts, sharedStore } from '../../../site/db/index.js';
import { catalogue } from './catalogue.js';

const dirs: string[] = [];
const saved = process.env['DATABASE_URL'];
afterEach(async () => {
  await closeSharedStore();
  if (saved === undefined) delete process.env['DATABASE_URL'];
  else process.env['DATABASE_URL'] = saved;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempUrl(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-shared-'));
  dirs.push(dir);
  return `sqlite:${join(dir, 'shop.db')}`;
}

describe('the server process store', () => {
  it('opens DATABASE_URL once, seeded on first start, and keeps carts over a restart', async () => {
    process.env['DATABASE_URL'] = tempUrl();
    const store = await sharedStore(catalogue, { websiteId: 'site-test' });
    expect(await sharedStore(catalogue)).toBe(store);
    expect((await listProducts(store)).map((p) => p.id)).toEqual(['tee', 'ebook', 'engraved']);
    const { cart } = await addToCart(store, { visitorId: 'v' }, { itemId: 'ebook', quantity: 2 });
    expect(cart.websiteId).toBe('site-test');

    await closeSharedStore();
    const restarted = await sharedStore({ items: [] });
    expect(restarted).not.toBe(store);
    expect((await listProducts(restarted)).map((p) => p.id)).toEqual(['tee', 'ebook', 'engraved']);
    expect((await findCart(restarted, { visitorId: 'v' }))?.totalQuantity).toBe(2);
  });

  it('retries a start that failed', async () => {
    process.env['DATABASE_URL'] = 'mysql://nowhere';
    await expect(sharedStore(catalogue)).rejects.toThrow(/DATABASE_URL/);
    process.env['DATABASE_URL'] = tempUrl();
    expect((await listProducts(await sharedStore(catalogue))).length).toBe(3);
  });
});

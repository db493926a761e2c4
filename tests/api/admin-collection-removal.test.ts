// Deleting a collection with the navigation's links to it is one call and one write transaction:
// both go, or (either version stale, the navigation version missing) nothing changes.
import { describe, expect, it } from 'vitest';
import type { Account } from './helpers/account.js';
import { useAdminSuite, type SuiteUser } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@removal.test', password: 'removal owner password' };
const USERS: SuiteUser[] = [
  { email: 'editor@removal.test', password: 'editor password 1', roles: ['EDITOR'] },
  { email: 'viewer@removal.test', password: 'viewer password 1', roles: ['VIEWER'] },
];
const suite = useAdminSuite(OWNER, USERS);

interface Nav {
  value: Record<string, { title: string; url: string; items?: unknown[] }[]>;
  version: number;
}

const status = async (path: string): Promise<number> => (await fetch(`${suite.server.baseUrl}${path}`)).status;
const navigation = async (account: Account): Promise<Nav> => (await account.merchant('GET', '/api/admin/content/navigation')).body;

/** A new events collection at `/<urlId>`, linked from the footer and, inside a folder, from the main navigation. */
async function linkedCollection(account: Account, urlId: string): Promise<{ id: string; version: number; nav: Nav; before: Nav }> {
  const res = await account.merchant('POST', '/api/admin/content/collections', { json: { value: { title: `Col ${urlId}`, urlId, typeName: 'events' } } });
  expect(res.status).toBe(201);
  const before = await navigation(account);
  const value = {
    ...before.value,
    footerNav: [...(before.value['footerNav'] ?? []), { title: `Footer ${urlId}`, url: `/${urlId}` }],
    mainNav: [...(before.value['mainNav'] ?? []), { title: 'More', url: '/more-folder', items: [{ title: `Item of ${urlId}`, url: `/${urlId}/first-fair` }] }],
  };
  const saved = await account.merchant('PUT', '/api/admin/content/navigation', { json: { expectedVersion: before.version, value } });
  expect(saved.status).toBe(200);
  return { id: res.body.id, version: res.body.version, nav: saved.body, before };
}

const remove = (account: Account, id: string, query: string) => account.merchant('DELETE', `/api/admin/content/collections/${id}?${query}`);

describe('deleting a collection with its navigation links', () => {
  it('removes the links and the collection in one call', async () => {
    const editor = await suite.as('editor@removal.test');
    const col = await linkedCollection(editor, 'fairs');
    const res = await remove(editor, col.id, `expectedVersion=${String(col.version)}&removeLinks=true&navigationVersion=${String(col.nav.version)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    const after = await navigation(editor);
    expect(after.version).toBe(col.nav.version + 1);
    expect(after.value['footerNav']).toEqual(col.before.value['footerNav']);
    expect(JSON.stringify(after.value)).not.toContain('/fairs');
    expect(after.value['mainNav']?.at(-1)).toEqual({ title: 'More', url: '/more-folder', items: [] });
    expect(await status('/fairs')).toBe(404);
    expect((await editor.merchant('GET', `/api/admin/content/collections/${col.id}`)).status).toBe(404);
  });

  it('changes nothing when the navigation is stale', async () => {
    const editor = await suite.as('editor@removal.test');
    const col = await linkedCollection(editor, 'markets');
    const before = await suite.db.fingerprint();
    const res = await remove(editor, col.id, `expectedVersion=${String(col.version)}&removeLinks=true&navigationVersion=${String(col.nav.version - 1)}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'stale-version', message: 'Someone else changed the navigation since you opened this. Reload to see which links would go; nothing was deleted.' });
    expect(await suite.db.fingerprint()).toEqual(before);
    expect(await status('/markets')).toBe(200);
    expect((await navigation(editor)).version).toBe(col.nav.version);
  });

  it('changes nothing when the collection is stale, though the navigation is current', async () => {
    const editor = await suite.as('editor@removal.test');
    const col = await linkedCollection(editor, 'bazaars');
    const renamed = await editor.merchant('PUT', `/api/admin/content/collections/${col.id}`, { json: { expectedVersion: col.version, value: { title: 'Bazaars', urlId: 'bazaars' } } });
    expect(renamed.status).toBe(200);
    const before = await suite.db.fingerprint();
    const res = await remove(editor, col.id, `expectedVersion=${String(col.version)}&removeLinks=true&navigationVersion=${String(col.nav.version)}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('stale-version');
    expect(await suite.db.fingerprint()).toEqual(before);
    const after = await navigation(editor);
    expect(after.version).toBe(col.nav.version);
    expect(after.value['footerNav']?.at(-1)).toEqual({ title: 'Footer bazaars', url: '/bazaars' });
  });

  it('asks for the navigation version with removeLinks, and refuses a viewer', async () => {
    const editor = await suite.as('editor@removal.test');
    const viewer = await suite.as('viewer@removal.test');
    const col = await linkedCollection(editor, 'shows');
    const before = await suite.db.fingerprint();
    const missing = await remove(editor, col.id, `expectedVersion=${String(col.version)}&removeLinks=true`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('navigationVersion is required with removeLinks=true');
    const malformed = await remove(editor, col.id, `expectedVersion=${String(col.version)}&removeLinks=true&navigationVersion=two`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('navigationVersion must be a version number.');
    const refused = await remove(viewer, col.id, `expectedVersion=${String(col.version)}&removeLinks=true&navigationVersion=${String(col.nav.version)}`);
    expect(refused.status).toBe(403);
    expect(await suite.db.fingerprint()).toEqual(before);
    expect(await status('/shows')).toBe(200);
  });
});

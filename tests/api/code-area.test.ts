// The ad pixel's script address is code: only ADMIN and WEBSITE_MANAGER may change it, in the
// website settings or by restoring an older version of them; an editor's save that sends it back
// unchanged goes through. A restored version is stored with its rich text cleaned.
import { describe, expect, it } from 'vitest';
import { readVersionedPart, saveVersionedPart } from '../../site/db/index.js';
import type { Account } from './helpers/account.js';
import { useAdminSuite, type SuiteUser } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@shop.test', password: 'code area owner password' };
const EDITOR: SuiteUser = { email: 'editor@shop.test', password: 'code area editor password', roles: ['EDITOR'] };
const MANAGER: SuiteUser = { email: 'manager@shop.test', password: 'code area manager password', roles: ['WEBSITE_MANAGER'] };
const suite = useAdminSuite(OWNER, [EDITOR, MANAGER]);
const CODE_REFUSED = 'Only an administrator or a website manager may publish code (templates, header and footer code, script addresses).';
const PIXEL = 'https://pixel.example.com/p.js';

async function website(account: Account): Promise<{ value: Record<string, unknown>; version: number }> {
  const res = await account.merchant('GET', '/api/admin/content/website');
  expect(res.status).toBe(200);
  return res.body;
}

const save = async (account: Account, change: Record<string, unknown>) => {
  const { value, version } = await website(account);
  return account.merchant('PUT', '/api/admin/content/website', { json: { expectedVersion: version, value: { ...value, ...change } } });
};

const storedWebsite = () => suite.db.withStore((store) => readVersionedPart(store, 'website'));

describe('the ad pixel script address', () => {
  it('is refused to an editor, who still saves the other settings with it unchanged', async () => {
    const editor = await suite.as(EDITOR);
    const before = await storedWebsite();
    const refused = await save(editor, { adPixelScriptUrl: PIXEL });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'code-forbidden', message: CODE_REFUSED, issues: [{ path: 'value.adPixelScriptUrl', message: CODE_REFUSED }] });
    expect(await storedWebsite()).toEqual(before);
    const saved = await save(editor, { siteTitle: 'Fern & Finch Works' });
    expect(saved.status).toBe(200);
    expect(saved.body.value.siteTitle).toBe('Fern & Finch Works');
  });

  it('is set by a website manager; an editor may then neither change nor clear it', async () => {
    const manager = await suite.as(MANAGER);
    const saved = await save(manager, { adPixelScriptUrl: PIXEL, adPixelId: 'px-1' });
    expect(saved.status).toBe(200);
    expect(saved.body.value.adPixelScriptUrl).toBe(PIXEL);
    const editor = await suite.as(EDITOR);
    expect((await save(editor, { siteTitle: 'Fern & Finch' })).status).toBe(200);
    expect((await save(editor, { adPixelScriptUrl: '' })).status).toBe(403);
  });

  it('cannot be brought back by an editor restoring an older version; a manager may', async () => {
    const manager = await suite.as(MANAGER);
    const withPixel = (await website(manager)).version;
    expect((await save(manager, { adPixelScriptUrl: '' })).status).toBe(200);
    const editor = await suite.as(EDITOR);
    const { version } = await website(editor);
    const refused = await editor.merchant('POST', '/api/admin/content/history/restore', { json: { part: 'website', version: withPixel, expectedVersion: version } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CODE_REFUSED);
    expect((await website(editor)).value['adPixelScriptUrl']).toBe('');
    const restored = await manager.merchant('POST', '/api/admin/content/history/restore', { json: { part: 'website', version: withPixel, expectedVersion: version } });
    expect(restored.status).toBe(200);
    expect((await website(manager)).value['adPixelScriptUrl']).toBe(PIXEL);
  });
});

describe('restoring a kept version', () => {
  it('stores its rich text cleaned', async () => {
    const dirtyVersion = await suite.db.withStore(async (store) => {
      const journal = await readVersionedPart(store, 'collection:col-journal');
      const value = structuredClone(journal?.value) as { collection: Record<string, unknown> };
      value.collection['description'] = '<p>Notes<script>window.pwned = 1</script></p>';
      const saved = await saveVersionedPart(store, 'collection:col-journal', value, { expectedVersion: journal?.version ?? 0 });
      const after = structuredClone(saved.value) as { collection: Record<string, unknown> };
      after.collection['description'] = 'Plain';
      await saveVersionedPart(store, 'collection:col-journal', after, { expectedVersion: saved.version });
      return saved.version;
    });
    const editor = await suite.as(EDITOR);
    const current = await suite.db.withStore((store) => readVersionedPart(store, 'collection:col-journal'));
    const res = await editor.merchant('POST', '/api/admin/content/history/restore', { json: { part: 'collection:col-journal', version: dirtyVersion, expectedVersion: current?.version } });
    expect(res.status).toBe(200);
    const stored = await suite.db.withStore((store) => readVersionedPart(store, 'collection:col-journal'));
    expect((stored?.value as { collection: { description: string } }).collection.description).toBe('<p>Notes</p>');
  });
});

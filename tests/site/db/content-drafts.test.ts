// Drafts the admin autosaves live in `content_drafts` (site/db/content-drafts.ts), not in the
// content pages read: saving one leaves the content version (and so every kept page) as it was;
// publishing changes it. Versioned as content parts are; migration 0021 moves the drafts that
// `site_content` held, with their versions.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentState } from '../../../site/db/content-state.js';
import { publishDraftPart, readDraft, saveDraftPart } from '../../../site/db/content-drafts.js';
import { isStoreError, listPartHistory, readVersionedPart } from '../../../site/db/index.js';
import * as contentDrafts from '../../../site/db/migrations/0021_content_drafts.js';
import { tempStore, type TempStore } from './temp-store.js';

let temp: TempStore;
beforeEach(async () => {
  temp = await tempStore();
});
afterEach(() => temp.dispose());

const DRAFT = 'layout-draft:page/about';
const PUBLISHED = 'layout:page/about';

describe('content drafts', () => {
  it('regression (an autosave keeps the kept pages): saving a draft leaves the content version; publishing changes it', async () => {
    const before = await contentState(temp.store);
    expect(await saveDraftPart(temp.store, DRAFT, { n: 1 }, 0, 'ed@shop.test')).toBe(1);
    expect(await saveDraftPart(temp.store, DRAFT, { n: 2 }, 1)).toBe(2);
    expect(await contentState(temp.store)).toEqual(before);
    const generation = temp.store.writes.generation;
    await saveDraftPart(temp.store, DRAFT, { n: 3 }, 2);
    expect(temp.store.writes.generation).toBe(generation);

    await publishDraftPart(temp.store, { part: DRAFT, value: { n: 3 }, expectedVersion: 3 }, { part: PUBLISHED, value: { n: 3 }, expectedVersion: 0 }, 'ed@shop.test');
    expect((await contentState(temp.store)).parts).not.toBe(before.parts);
    expect(await readDraft(temp.store, DRAFT)).toMatchObject({ value: { n: 3 }, version: 4 });
    expect(await readVersionedPart(temp.store, PUBLISHED)).toMatchObject({ value: { n: 3 }, version: 1 });
  });

  it('refuses a stale save or a second first save, and writes nothing', async () => {
    await saveDraftPart(temp.store, DRAFT, { n: 1 }, 0);
    await expect(saveDraftPart(temp.store, DRAFT, { n: 'again' }, 0)).rejects.toSatisfy((e: unknown) => isStoreError(e, 'stale-version'));
    await saveDraftPart(temp.store, DRAFT, { n: 2 }, 1);
    await expect(saveDraftPart(temp.store, DRAFT, { n: 'mine' }, 1)).rejects.toSatisfy((e: unknown) => isStoreError(e, 'stale-version'));
    expect(await readDraft(temp.store, DRAFT)).toMatchObject({ value: { n: 2 }, version: 2 });
  });

  it('publishes both or neither: a stale published part leaves the draft unwritten', async () => {
    await saveDraftPart(temp.store, DRAFT, { n: 1 }, 0);
    const stale = publishDraftPart(temp.store, { part: DRAFT, value: { n: 1 }, expectedVersion: 1 }, { part: PUBLISHED, value: { n: 1 }, expectedVersion: 3 });
    await expect(stale).rejects.toSatisfy((e: unknown) => isStoreError(e, 'stale-version'));
    expect(await readDraft(temp.store, DRAFT)).toMatchObject({ version: 1 });
    expect(await readVersionedPart(temp.store, PUBLISHED)).toBeUndefined();
  });
});

describe('migration 0021_content_drafts', () => {
  it('moves the drafts site_content held, with their versions, and drops their autosaved copies', async () => {
    const db = temp.store.db;
    await contentDrafts.down(db as never);
    await db.insertInto('site_content').values([
      { part: 'layout-draft:page/about', value: '{"layout":{"sections":[]}}', updated_at: 5, version: 7 },
      { part: 'slide-draft:site/lock-screen', value: '{"slide":{"slices":[]}}', updated_at: 6, version: 2 },
      { part: 'layout:page/about', value: '{"layout":{"sections":[]}}', updated_at: 4, version: 3 },
    ]).execute();
    await db.insertInto('content_history').values([
      { part: 'layout-draft:page/about', version: 6, value: '{}', saved_by: null, saved_at: 4 },
      { part: 'layout:page/about', version: 2, value: '{}', saved_by: null, saved_at: 3 },
    ]).execute();

    await contentDrafts.up(db as never);

    const drafts = await db.selectFrom('content_drafts').select(['part', 'value', 'version']).orderBy('part').execute();
    expect(drafts).toEqual([
      { part: 'layout-draft:page/about', value: '{"layout":{"sections":[]}}', version: 7 },
      { part: 'slide-draft:site/lock-screen', value: '{"slide":{"slices":[]}}', version: 2 },
    ]);
    const parts = await sql<{ part: string }>`select part from site_content where part like 'layout%' or part like 'slide%' order by part`.execute(db);
    expect(parts.rows.map((r) => r.part)).toEqual(['layout:page/about']);
    expect((await listPartHistory(temp.store, 'layout-draft:page/about')).length).toBe(0);
    expect((await listPartHistory(temp.store, 'layout:page/about')).map((h) => h.version)).toEqual([2]);
    expect(await saveDraftPart(temp.store, 'layout-draft:page/about', { layout: { sections: [] } }, 7)).toBe(8);
  });
});

// The admin's saves: each names the version it was based on; a stale one changes nothing; the
// replaced versions are kept (the last HISTORY_KEPT) and can be restored.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deleteVersionedPart, HISTORY_KEPT, isStoreError, listPartHistory, listVersionedParts, putSiteContent, readVersionedPart,
  restorePartVersion, saveVersionedPart,
} from '../../../site/db/index.js';
import { tempStore, type TempStore } from './temp-store.js';

let temp: TempStore;
beforeEach(async () => {
  temp = await tempStore();
});
afterEach(() => temp.dispose());

describe('versioned content parts', () => {
  it('a new part starts at version 1 and each save based on the current version goes up by one', async () => {
    const first = await saveVersionedPart(temp.store, 'website', { siteTitle: 'One' }, { expectedVersion: 0, savedBy: 'a@shop.test' });
    expect(first.version).toBe(1);
    const second = await saveVersionedPart(temp.store, 'website', { siteTitle: 'Two' }, { expectedVersion: 1 });
    expect(second.version).toBe(2);
    expect(await readVersionedPart(temp.store, 'website')).toMatchObject({ value: { siteTitle: 'Two' }, version: 2 });
  });

  it('regression: a save based on an older version is refused and changes nothing', async () => {
    await saveVersionedPart(temp.store, 'website', { siteTitle: 'One' }, { expectedVersion: 0 });
    await saveVersionedPart(temp.store, 'website', { siteTitle: 'Two' }, { expectedVersion: 1 });
    const stale = saveVersionedPart(temp.store, 'website', { siteTitle: 'Mine' }, { expectedVersion: 1 });
    await expect(stale).rejects.toSatisfy((e: unknown) => isStoreError(e, 'stale-version'));
    expect(await readVersionedPart(temp.store, 'website')).toMatchObject({ value: { siteTitle: 'Two' }, version: 2 });
    expect((await listPartHistory(temp.store, 'website')).map((h) => h.version)).toEqual([1]);
  });

  it('creating a part that exists already is a stale save', async () => {
    await saveVersionedPart(temp.store, 'page:about', { title: 'About' }, { expectedVersion: 0 });
    await expect(saveVersionedPart(temp.store, 'page:about', { title: 'Again' }, { expectedVersion: 0 })).rejects.toSatisfy((e: unknown) => isStoreError(e, 'stale-version'));
  });

  it('keeps the replaced versions, newest first, at most HISTORY_KEPT of them', async () => {
    for (let i = 0; i < HISTORY_KEPT + 5; i += 1) await saveVersionedPart(temp.store, 'navigation', { n: i }, { expectedVersion: i, savedBy: 'ed@shop.test' });
    const history = await listPartHistory(temp.store, 'navigation');
    expect(history).toHaveLength(HISTORY_KEPT);
    expect(history[0]).toMatchObject({ version: HISTORY_KEPT + 4, savedBy: 'ed@shop.test' });
    expect(history.at(-1)?.version).toBe(5);
  });

  it('restores a kept version as a new version, itself undoable', async () => {
    await saveVersionedPart(temp.store, 'template:site.region', 'v1', { expectedVersion: 0 });
    await saveVersionedPart(temp.store, 'template:site.region', 'v2', { expectedVersion: 1 });
    const restored = await restorePartVersion(temp.store, 'template:site.region', 1, { expectedVersion: 2 });
    expect(restored).toMatchObject({ value: 'v1', version: 3 });
    expect((await listPartHistory(temp.store, 'template:site.region')).map((h) => h.version)).toEqual([2, 1]);
    await expect(restorePartVersion(temp.store, 'template:site.region', 9, { expectedVersion: 3 })).rejects.toSatisfy((e: unknown) => isStoreError(e, 'unknown-version'));
  });

  it('deletes a part at the expected version, keeping its last value in the history', async () => {
    await saveVersionedPart(temp.store, 'page:old', { title: 'Old' }, { expectedVersion: 0 });
    await expect(deleteVersionedPart(temp.store, 'page:old', { expectedVersion: 2 })).rejects.toSatisfy((e: unknown) => isStoreError(e, 'stale-version'));
    await deleteVersionedPart(temp.store, 'page:old', { expectedVersion: 1 });
    expect(await readVersionedPart(temp.store, 'page:old')).toBeUndefined();
    expect((await listPartHistory(temp.store, 'page:old')).map((h) => h.version)).toEqual([1]);
  });

  it('lists parts by prefix, and a plain write (seeding) moves the version on too', async () => {
    await putSiteContent(temp.store, 'template:a_b.block', 'x');
    await putSiteContent(temp.store, 'template:a_b.block', 'y');
    await putSiteContent(temp.store, 'templateX', 'z');
    const parts = await listVersionedParts(temp.store, 'template:');
    expect(parts.map((p) => [p.part, p.version])).toEqual([['template:a_b.block', 2]]);
  });
});

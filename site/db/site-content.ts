import { sql } from 'kysely';
import type { Store } from './store.js';

/**
 * The site's content by part (`website`, `blog`, `shop`…; the shop's products live in the
 * catalogue tables). Seeding writes only the parts the store does not have yet, so an owner's
 * edits survive restarts.
 */
export async function seedSiteContent(store: Store, parts: Readonly<Record<string, unknown>>): Promise<number> {
  const now = Date.now();
  const rows = Object.entries(parts).map(([part, value]) => ({ part, value: JSON.stringify(value) ?? 'null', updated_at: now }));
  if (rows.length === 0) return 0;
  const result = await store.db.insertInto('site_content').values(rows).onConflict((oc) => oc.column('part').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/** Every part, parsed. */
export async function readSiteContent(store: Store): Promise<Record<string, unknown>> {
  const rows = await store.db.selectFrom('site_content').select(['part', 'value']).execute();
  return Object.fromEntries(rows.map((r) => [r.part, JSON.parse(r.value) as unknown]));
}

/**
 * A version that changes whenever a part is written, or one of the named settings (those a page
 * shows, such as its header code), for caches of the parsed content. One query.
 */
export async function siteContentVersion(store: Store, settingKeys: readonly string[] = []): Promise<string> {
  const row = await store.db
    .selectNoFrom((eb) => [
      eb.selectFrom('site_content').select((e) => e.fn.max('updated_at').as('v')).as('latest'),
      eb.selectFrom('site_content').select((e) => e.fn.countAll().as('v')).as('parts'),
      eb
        .selectFrom('site_settings')
        .select((e) => e.fn.max('updated_at').as('v'))
        .where('key', 'in', settingKeys.length > 0 ? [...settingKeys] : [''])
        .as('settings'),
    ])
    .executeTakeFirst();
  return `${String(row?.latest ?? 0)}:${String(row?.parts ?? 0)}:${String(row?.settings ?? 0)}`;
}

/** Replaces one part (no history: the admin saves through `versioned-content.ts`). */
export async function putSiteContent(store: Store, part: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value) ?? 'null';
  const updated_at = Date.now();
  await store.db
    .insertInto('site_content')
    .values({ part, value: json, updated_at })
    .onConflict((oc) => oc.column('part').doUpdateSet({ value: json, updated_at, version: sql<number>`site_content.version + 1` }))
    .execute();
}

import type { Store } from './store.js';

/** Site settings stored as JSON by name (header/footer, multilingual). */
export async function getSetting(store: Store, key: string): Promise<unknown> {
  const row = await store.db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row === undefined ? undefined : (JSON.parse(row.value) as unknown);
}

export async function putSetting(store: Store, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value) ?? 'null';
  const updated_at = Date.now();
  await store.db
    .insertInto('site_settings')
    .values({ key, value: json, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at }))
    .execute();
}

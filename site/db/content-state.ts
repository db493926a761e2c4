import { CompiledQuery } from 'kysely';
import type { Store } from './store.js';

/**
 * The versions every page request reads, in one statement: of the stored content parts (latest
 * write and count) and the settings pages show (header/footer code, languages), of the products
 * (count, latest creation and the sum of their edit versions) and of every variant's stock. Any
 * change to what a page shows from the store changes one of them. A fixed statement, compiled
 * once: it runs on every page request, the kept ones included.
 */
export interface ContentState {
  readonly parts: string;
  readonly products: string;
  readonly stock: string;
}

/** The site settings a page shows (site/server/site-settings.ts keys). */
const PAGE_SETTINGS = `'site-header-footer', 'multilingual'`;

const SQLITE = CompiledQuery.raw(`select
  (select coalesce(max(updated_at), 0) || ':' || count(*) from site_content)
    || ':' || (select coalesce(max(updated_at), 0) from site_settings where key in (${PAGE_SETTINGS})) as parts,
  (select count(*) || ':' || coalesce(max(created_at), 0) || ':' || coalesce(sum(version), 0) from products) as products,
  (select coalesce(group_concat(v, ','), '') from (select id || ':' || qty_in_stock || ':' || unlimited as v from variants order by id)) as stock`);

const POSTGRES = CompiledQuery.raw(`select
  (select coalesce(max(updated_at), 0)::text || ':' || count(*)::text from site_content)
    || ':' || (select coalesce(max(updated_at), 0)::text from site_settings where key in (${PAGE_SETTINGS})) as parts,
  (select count(*)::text || ':' || coalesce(max(created_at), 0)::text || ':' || coalesce(sum(version), 0)::text from products) as products,
  (select coalesce(string_agg(id || ':' || qty_in_stock || ':' || unlimited, ',' order by id), '') from variants) as stock`);

export async function contentState(store: Store): Promise<ContentState> {
  const result = await store.db.executeQuery<ContentState>(store.kind === 'postgres' ? POSTGRES : SQLITE);
  const row = result.rows[0];
  if (!row) throw new Error('the content state query answered no row');
  return { parts: String(row.parts), products: String(row.products), stock: String(row.stock) };
}

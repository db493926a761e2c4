import { CompiledQuery } from 'kysely';
import type { Store } from './store.js';
import { PAGE_SETTING_KEYS } from '../../domain/content/website-settings.js';

/**
 * The versions every page request reads, in one statement: of the stored content parts (latest
 * write and count) and the settings pages show (header/footer code, languages, locks, which custom
 * code an ADMIN allowed), of the products
 * (count, latest creation and the sum of their edit versions) and of every variant's stock. Any
 * change to what a page shows from the store changes one of them. A fixed statement, compiled
 * once: it runs on every page request, the kept ones included.
 */
export interface ContentState {
  readonly parts: string;
  readonly products: string;
  readonly stock: string;
}

/** The site settings a page shows (domain/content/website-settings.ts), as SQL text. */
const PAGE_SETTINGS = PAGE_SETTING_KEYS.map((key) => `'${key}'`).join(', ');

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

/** `CONTENT_STATE_TTL_MS`: how long a process reuses the content state it read (default 500 under `NODE_ENV=production`, else 0). */
export function contentStateTtlMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['CONTENT_STATE_TTL_MS']?.trim();
  if (raw === undefined || raw === '') return env['NODE_ENV'] === 'production' ? 500 : 0;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`CONTENT_STATE_TTL_MS must be a whole number of milliseconds (0 or more), not "${raw}"`);
  return ms;
}

interface Kept {
  readonly state: Promise<ContentState>;
  /** When the query was sent, and the process's content write generation then. */
  readonly at: number;
  readonly generation: number;
}

const kept = new WeakMap<Store, Kept>();
let ttl: number | undefined;

/**
 * The content state, read again at most once per `CONTENT_STATE_TTL_MS`, and at once after this
 * process changed the content (`store.writes`): a process sees its own changes immediately and
 * other processes' within the TTL. Requests arriving while the query runs share it.
 */
export function currentContentState(store: Store, ttlMs: number = (ttl ??= contentStateTtlMs())): Promise<ContentState> {
  const now = Date.now();
  const last = kept.get(store);
  if (last !== undefined && ttlMs > 0 && last.generation === store.writes.generation && now - last.at < ttlMs) return last.state;
  const next: Kept = { state: contentState(store), at: now, generation: store.writes.generation };
  if (ttlMs > 0) {
    kept.set(store, next);
    next.state.catch(() => {
      if (kept.get(store) === next) kept.delete(store);
    });
  }
  return next.state;
}

import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { isApiKeyScope, type ApiKeyScope, type ApiKeySummary } from '../../domain/admin/api-keys.js';
import { newId } from './ids.js';
import type { ApiKeyTable } from './schema.js';
import type { Store } from './store.js';

/** Every key starts so; what follows is 32 random bytes (base64url). */
export const API_KEY_MARK = 'sfk_';
const PREFIX_LENGTH = API_KEY_MARK.length + 6;
/** A use updates `last_used_at` at most this often, so reads do not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The stored form of a key: its SHA-256, hex. A 256-bit random key needs no slow hash. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

function toSummary(row: Selectable<ApiKeyTable>): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    scope: isApiKeyScope(row.scope) ? row.scope : 'read-only',
    prefix: row.prefix,
    created: Number(row.created_at),
    lastUsed: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}

/** Creates a key; the secret is in the answer and nowhere else (the table keeps its hash). */
export async function createApiKey(
  store: Store,
  input: { name: string; scope: ApiKeyScope; createdBy: string | null },
): Promise<{ apiKey: ApiKeySummary; secret: string }> {
  const secret = `${API_KEY_MARK}${randomBytes(32).toString('base64url')}`;
  const row: Selectable<ApiKeyTable> = {
    id: newId(),
    name: input.name,
    scope: input.scope,
    prefix: secret.slice(0, PREFIX_LENGTH),
    key_hash: hashApiKey(secret),
    created_by: input.createdBy,
    created_at: Date.now(),
    last_used_at: null,
  };
  await store.db.insertInto('api_keys').values(row).execute();
  return { apiKey: toSummary(row), secret };
}

/** The site's keys, newest first. */
export async function listApiKeys(store: Store): Promise<ApiKeySummary[]> {
  const rows = await store.db.selectFrom('api_keys').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toSummary);
}

export async function countApiKeys(store: Store): Promise<number> {
  const row = await store.db.selectFrom('api_keys').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Deletes a key (its idempotency records with it); false when there was none. */
export async function deleteApiKey(store: Store, id: string): Promise<boolean> {
  const result = await store.db.deleteFrom('api_keys').where('id', '=', id).executeTakeFirst();
  await store.db.deleteFrom('api_idempotency').where('api_key_id', '=', id).execute();
  return Number(result.numDeletedRows) > 0;
}

/** The key a secret is, noting its use; undefined for an unknown or deleted key. */
export async function useApiKey(store: Store, secret: string, now = Date.now()): Promise<ApiKeySummary | undefined> {
  if (!secret.startsWith(API_KEY_MARK)) return undefined;
  const row = await store.db.selectFrom('api_keys').selectAll().where('key_hash', '=', hashApiKey(secret)).executeTakeFirst();
  if (!row) return undefined;
  if (row.last_used_at === null || now - Number(row.last_used_at) >= LAST_USED_RESOLUTION_MS) {
    await store.db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', row.id).execute();
    row.last_used_at = now;
  }
  return toSummary(row);
}

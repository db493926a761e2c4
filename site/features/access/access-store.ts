/**
 * The owner's locks, stored in `site_settings` under `site-access` (a key the content state
 * watches, so a change reaches every page cache key): per scope the scrypt hash of its password
 * and a random key that signs the visitors' access cookies (a new password, a new key: every
 * access given before ends). Nothing here ever reaches a page or its JSON.
 */
import { randomBytes } from 'node:crypto';
import type { AccessLocks, AccessScope } from '../../../domain/site-access/access.js';
import { isAccessScope } from '../../../domain/site-access/access.js';
import { isJsonObject } from '../../../domain/json-object.js';
import { getSetting, hashPassword, putSetting, type Store } from '../../db/index.js';
import { SETTING_KEYS } from '../../../domain/content/website-settings.js';

export const ACCESS_SETTING = SETTING_KEYS.siteAccess;

export interface ScopeSecret {
  /** `scrypt$…` of the password. */
  hash: string;
  /** base64url key of the access cookies' signatures. */
  key: string;
  updatedAt: number;
}

export type AccessSecrets = ReadonlyMap<AccessScope, ScopeSecret>;

function secretOf(value: unknown): ScopeSecret | undefined {
  if (!isJsonObject(value)) return undefined;
  const { hash, key, updatedAt } = value;
  return typeof hash === 'string' && typeof key === 'string' && typeof updatedAt === 'number' ? { hash, key, updatedAt } : undefined;
}

export async function readAccessSecrets(store: Store): Promise<AccessSecrets> {
  const stored = await getSetting(store, ACCESS_SETTING);
  const scopes = isJsonObject(stored) && isJsonObject(stored['scopes']) ? stored['scopes'] : {};
  const secrets = new Map<AccessScope, ScopeSecret>();
  for (const [scope, value] of Object.entries(scopes)) {
    const secret = secretOf(value);
    if (secret && isAccessScope(scope)) secrets.set(scope, secret);
  }
  return secrets;
}

export function locksOf(secrets: AccessSecrets): AccessLocks {
  return { site: secrets.has('site'), scopes: new Set(secrets.keys()) };
}

async function write(store: Store, secrets: AccessSecrets): Promise<void> {
  // Always written, never deleted: the content state reads the latest write of the key.
  await putSetting(store, ACCESS_SETTING, { scopes: Object.fromEntries(secrets) });
}

/** Locks `scope` with `password` (hashed through the password queue), replacing its old password. */
export async function setScopePassword(store: Store, scope: AccessScope, password: string, now = Date.now()): Promise<void> {
  const hash = await hashPassword(password);
  const secrets = new Map(await readAccessSecrets(store));
  secrets.set(scope, { hash, key: randomBytes(32).toString('base64url'), updatedAt: now });
  await write(store, secrets);
}

/** Unlocks `scope` (nothing happens when it was not locked). */
export async function clearScopePassword(store: Store, scope: AccessScope): Promise<void> {
  const secrets = new Map(await readAccessSecrets(store));
  if (!secrets.delete(scope)) return;
  await write(store, secrets);
}

// A store's admin test with its team: the owner (ADMIN), a store manager and a viewer (and, when
// asked, a content editor), signed in before the first test, and the owner's switch of entitlements.
import { beforeAll, expect } from 'vitest';
import type { EntitlementKey } from '../../../domain/admin/entitlements.js';
import type { Account } from './account.js';
import { useAdminSuite, type AdminSuite, type SuiteUser } from './admin-suite.js';

export const STORE_OWNER: SuiteUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
export const STORE_MANAGER: SuiteUser = { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] };
export const STORE_VIEWER: SuiteUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };
export const STORE_EDITOR: SuiteUser = { email: 'editor@shop.test', password: 'editor password 1', roles: ['EDITOR'] };

export interface StoreTeam {
  readonly suite: AdminSuite;
  readonly owner: Account;
  readonly stockist: Account;
  readonly viewer: Account;
  /** The content editor: signed in only for a team made with `{ editor: true }`. */
  readonly editor: Account;
  /** Saves the entitlements with these switches changed, as the owner. */
  switchTo(changes: Partial<Record<EntitlementKey, boolean>>): Promise<void>;
}

export function useStoreTeam(env: Record<string, string> = {}, { editor = false } = {}): StoreTeam {
  const members = editor ? [STORE_OWNER, STORE_MANAGER, STORE_VIEWER, STORE_EDITOR] : [STORE_OWNER, STORE_MANAGER, STORE_VIEWER];
  const suite = useAdminSuite(STORE_OWNER, members.slice(1), { RATE_LIMIT_WRITES: '1000', ...env });
  let accounts: Account[] | undefined;
  beforeAll(async () => {
    accounts = await Promise.all(members.map((u) => suite.as(u)));
  });
  const signedIn = (index: number): Account => {
    if (accounts === undefined) throw new Error('the store team has not signed in yet');
    const account = accounts[index];
    if (account === undefined) throw new Error('this store team has no editor: make it with { editor: true }');
    return account;
  };
  return {
    suite,
    get owner() { return signedIn(0); },
    get stockist() { return signedIn(1); },
    get viewer() { return signedIn(2); },
    get editor() { return signedIn(3); },
    async switchTo(changes) {
      const owner = signedIn(0);
      const current = await owner.merchant('GET', '/api/admin/entitlements');
      const res = await owner.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, ...changes }, expectedVersion: current.body.version } });
      expect(res.status).toBe(200);
    },
  };
}

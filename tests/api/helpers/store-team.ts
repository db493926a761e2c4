// A store's admin test with its team: the owner (ADMIN), a store manager and a viewer, signed in
// before the first test, and the owner's switch of entitlements.
import { beforeAll, expect } from 'vitest';
import type { EntitlementKey } from '../../../domain/admin/entitlements.js';
import type { Account } from './account.js';
import { useAdminSuite, type AdminSuite, type SuiteUser } from './admin-suite.js';

export const STORE_OWNER: SuiteUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
export const STORE_MANAGER: SuiteUser = { email: 'stock@shop.test', password: 'stock password 1', roles: ['STORE_MANAGER'] };
export const STORE_VIEWER: SuiteUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };

export interface StoreTeam {
  readonly suite: AdminSuite;
  readonly owner: Account;
  readonly stockist: Account;
  readonly viewer: Account;
  /** Saves the entitlements with these switches changed, as the owner. */
  switchTo(changes: Partial<Record<EntitlementKey, boolean>>): Promise<void>;
}

export function useStoreTeam(env: Record<string, string> = {}): StoreTeam {
  const suite = useAdminSuite(STORE_OWNER, [STORE_MANAGER, STORE_VIEWER], { RATE_LIMIT_WRITES: '1000', ...env });
  let accounts: [Account, Account, Account] | undefined;
  beforeAll(async () => {
    accounts = (await Promise.all([STORE_OWNER, STORE_MANAGER, STORE_VIEWER].map((u) => suite.as(u)))) as [Account, Account, Account];
  });
  const signedIn = (): [Account, Account, Account] => {
    if (accounts === undefined) throw new Error('the store team has not signed in yet');
    return accounts;
  };
  return {
    suite,
    get owner() { return signedIn()[0]; },
    get stockist() { return signedIn()[1]; },
    get viewer() { return signedIn()[2]; },
    async switchTo(changes) {
      const owner = signedIn()[0];
      const current = await owner.merchant('GET', '/api/admin/entitlements');
      const res = await owner.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, ...changes }, expectedVersion: current.body.version } });
      expect(res.status).toBe(200);
    },
  };
}

// One admin test file's server: the built site on a fresh database, with the owner as the
// merchant and the other users created before the first test; `as` signs one of them in.
import { beforeAll, expect } from 'vitest';
import { createSiteUser } from '../../../site/db/index.js';
import type { SiteUserRole } from '../../../domain/enums/user-role.js';
import { signIn, type Account } from './account.js';
import type { ServerProcess } from './server-process.js';
import { useSuite } from './suite.js';
import type { TempDatabase } from './temp-db.js';
import { Visitor } from './visitor.js';

export interface Credentials {
  email: string;
  password: string;
}

export interface SuiteUser extends Credentials {
  roles: readonly SiteUserRole[];
}

export interface AdminSuite {
  readonly db: TempDatabase;
  readonly server: ServerProcess;
  /** Signs in a user given or their email, expecting the sign-in to succeed. */
  as(user: Credentials | string): Promise<Account>;
}

export function useAdminSuite(owner: Credentials, users: readonly SuiteUser[], env: Record<string, string> = {}): AdminSuite {
  const suite = useSuite({ RATE_LIMIT_WRITES: '5000', ...env, MERCHANT_EMAIL: owner.email, MERCHANT_PASSWORD: owner.password });
  beforeAll(async () => {
    await new Visitor(suite.server.baseUrl).arrive();
    await suite.db.withStore(async (store) => {
      for (const user of users) await createSiteUser(store, { email: user.email, password: user.password, roles: [...user.roles] });
    });
  }, 180_000);

  return {
    get db() {
      return suite.db;
    },
    get server() {
      return suite.server;
    },
    async as(user) {
      const credentials = typeof user === 'string' ? [owner, ...users].find((u) => u.email === user) : user;
      if (credentials === undefined) throw new Error(`no user ${String(user)} in this suite`);
      const { account, res } = await signIn(suite.server.baseUrl, credentials.email, credentials.password);
      expect(res.status).toBe(200);
      return account;
    },
  };
}

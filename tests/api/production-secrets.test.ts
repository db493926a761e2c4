// Production never runs with demo credentials: without MERCHANT_EMAIL/MERCHANT_PASSWORD no
// merchant is created, the server says how to create one, and `npm run create-admin` does.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayEnterAdmin } from '../../domain/admin/permissions.js';
import { UserRole } from '../../domain/enums/user-role.js';
import { merchantSeed } from '../../site/features/accounts/merchant-seed.js';
import { signIn } from './helpers/account.js';
import { root } from './helpers/built-site.js';
import type { ServerProcess } from './helpers/server-process.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { TempDatabase } from './helpers/temp-db.js';

const GROUPS = '/api/site-users/account/notifications/restock/groups';
let db: TempDatabase;
let server: ServerProcess;

beforeAll(async () => {
  // NODE_ENV=production (as every API test's server); empty settings stand for unset ones.
  ({ db, server } = await startSuite({ MERCHANT_EMAIL: '', MERCHANT_PASSWORD: '' }));
}, 180_000);
afterAll(() => stopSuite(server, db));

/** Runs the script without blocking this process (a blocked test process loses its idle connections to the server). */
function createAdmin(...args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [join(root, 'site', 'scripts', 'create-admin.mjs'), ...args], {
      cwd: root, env: { ...process.env, DATABASE_URL: db.url }, encoding: 'utf8', timeout: 60_000,
    }, (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, output: `${stdout}${stderr}` }));
    child.stdin?.end();
  });
}

const users = async (): Promise<{ email: string; roles: string }[]> =>
  db.withStore((store) => store.db.selectFrom('site_users').select(['email', 'roles']).execute());

describe('production without merchant credentials', () => {
  it('creates no merchant, says how to create one, and the demo password signs nobody in', async () => {
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('npm run create-admin');
    expect(server.output()).toContain('No merchant account was created');
    const before = await db.fingerprint();
    const demo = await signIn(server.baseUrl, 'merchant@example.com', 'demo-merchant-password');
    expect(demo.res.status).toBe(401);
    expect(demo.res.body.message).toBe('The email or password is incorrect.');
    expect(await db.fingerprint()).toEqual(before);
    expect(await users()).toEqual([]);
  });

  it('has no demo defaults to fall back on, and refuses the demo password even when set', () => {
    const production = { NODE_ENV: 'production' };
    expect(merchantSeed(production)).toHaveProperty('none');
    expect(merchantSeed({ ...production, MERCHANT_EMAIL: 'boss@shop.test' })).toHaveProperty('none');
    expect(merchantSeed({ ...production, MERCHANT_EMAIL: 'boss@shop.test', MERCHANT_PASSWORD: 'demo-merchant-password' })).toHaveProperty('none');
    expect(merchantSeed({ ...production, MERCHANT_EMAIL: 'boss@shop.test', MERCHANT_PASSWORD: 'too short' })).toHaveProperty('none');
    expect(merchantSeed({ ...production, MERCHANT_EMAIL: 'boss@shop.test', MERCHANT_PASSWORD: 'a long enough one' })).toEqual({
      seed: { email: 'boss@shop.test', password: 'a long enough one' },
    });
    // Tests and development keep the demo's account.
    expect(merchantSeed({ NODE_ENV: 'test' })).toEqual({ seed: { email: 'merchant@example.com', password: 'demo-merchant-password' } });
    expect(merchantSeed({ ...production, SITE_DEV: '1' })).toHaveProperty('seed');
  });
});

describe('npm run create-admin', () => {
  it('refuses a short password, a malformed email, an unknown role and missing input, creating nothing', { timeout: 120_000 }, async () => {
    const short = await createAdmin('--email', 'boss@shop.test', '--password', 'eleven char');
    expect(short.status).toBe(1);
    expect(short.output).toContain('The password must be at least 12 characters long.');
    expect((await createAdmin('--email', 'not-an-email', '--password', 'long enough password')).output).toContain('is not an email address');
    const unknownRole = await createAdmin('--email', 'boss@shop.test', '--password', 'long enough password', '--role', 'OWNER');
    expect(unknownRole.status).toBe(1);
    expect(unknownRole.output).toContain('The role must be one of ADMIN, BILLING, REPORTING');
    expect((await createAdmin('--email', 'boss@shop.test', '--password', 'long enough password', '--role', 'editor,constructor')).status).toBe(1);
    expect((await createAdmin('--email', 'boss@shop.test')).status).toBe(1); // no password on the (empty) input
    expect((await createAdmin('--nonsense')).status).toBe(2);
    expect(await users()).toEqual([]);
  });

  it('creates an ADMIN that signs in to the running server and runs merchant calls', { timeout: 60_000 }, async () => {
    const made = await createAdmin('--email', 'Boss@Shop.test', '--password', 'the boss password', '--role', 'ADMIN');
    expect(made.output).toContain('Created the ADMIN account boss@shop.test');
    expect(made.status).toBe(0);
    expect(await users()).toEqual([{ email: 'boss@shop.test', roles: '["ADMIN"]' }]);
    const again = await createAdmin('--email', 'boss@shop.test', '--password', 'another password!');
    expect(again.status).toBe(1);
    expect(again.output).toContain('already exists');
    const { account, res } = await signIn(server.baseUrl, 'boss@shop.test', 'the boss password');
    expect(res.status).toBe(200);
    expect((await account.merchant('GET', GROUPS)).status).toBe(200);
  });

  it('creates an account of every role of the enumeration, and several roles at once', { timeout: 180_000 }, async () => {
    const help = await createAdmin('--help');
    expect(help.status).toBe(0);
    expect(help.output).toContain(UserRole.names.join(', '));
    for (const role of UserRole.names) {
      const made = await createAdmin('--email', `${role.toLowerCase()}@shop.test`, '--password', 'a long enough password', '--role', role.toLowerCase());
      expect(made.status, made.output).toBe(0);
      expect(made.output).toContain(`Created the ${role} account ${role.toLowerCase()}@shop.test`);
      expect(made.output.includes('opens no admin screen')).toBe(!mayEnterAdmin([role]));
    }
    const both = await createAdmin('--email', 'pair@shop.test', '--password', 'a long enough password', '--role', 'EDITOR, STORE_MANAGER');
    expect(both.status).toBe(0);
    const stored = new Map((await users()).map((u) => [u.email, u.roles]));
    expect(stored.get('pair@shop.test')).toBe('["EDITOR","STORE_MANAGER"]');
    for (const role of UserRole.names) expect(stored.get(`${role.toLowerCase()}@shop.test`)).toBe(JSON.stringify([role]));
    // An editor made this way signs in and reaches the content calls, not the store's.
    const { account } = await signIn(server.baseUrl, 'editor@shop.test', 'a long enough password');
    expect((await account.merchant('GET', '/api/admin/content/website')).status).toBe(200);
    expect((await account.merchant('GET', GROUPS)).status).toBe(403);
  });
});

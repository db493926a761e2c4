import { createSiteUser, type Store } from '../../db/index.js';
import { adminPasswordProblem } from './admin-password.js';

/**
 * The merchant seeded on first use: a site user with the ADMIN role (the shop's owner), created when no user
 * has its email, from `MERCHANT_EMAIL` / `MERCHANT_PASSWORD`. Outside production (and in the
 * development mode, `SITE_DEV=1`) the demo's `merchant@example.com` / `demo-merchant-password`
 * stand in for unset ones. Under `NODE_ENV=production` there are no defaults: without both
 * settings no merchant is created and the server says how to create one (`npm run create-admin`).
 */
export const DEMO_MERCHANT = { email: 'merchant@example.com', password: 'demo-merchant-password' } as const;

export interface MerchantSeed {
  email: string;
  password: string;
}

/** The merchant to seed under `env`, or why there is none. */
export function merchantSeed(env: NodeJS.ProcessEnv = process.env): { seed: MerchantSeed } | { none: string } {
  const email = env['MERCHANT_EMAIL']?.trim() || undefined;
  const password = env['MERCHANT_PASSWORD'] || undefined;
  const demo = env['NODE_ENV'] !== 'production' || env['SITE_DEV'] === '1';
  if (email && password) {
    const problem = demo ? undefined : adminPasswordProblem(password);
    if (problem) return { none: `MERCHANT_PASSWORD is refused: ${problem}` };
    return { seed: { email, password } };
  }
  if (demo) return { seed: { email: email ?? DEMO_MERCHANT.email, password: password ?? DEMO_MERCHANT.password } };
  return { none: 'MERCHANT_EMAIL and MERCHANT_PASSWORD are not both set' };
}

let seeded: Promise<void> | undefined;


async function seedMerchant(store: Store): Promise<void> {
  const plan = merchantSeed();
  if ('none' in plan) {
    if (await hasMerchant(store)) return;
    console.warn(
      `[accounts] No merchant account was created (${plan.none}; NODE_ENV=production has no demo credentials). ` +
        'Create one with: npm run create-admin -- --email you@example.com --role ADMIN ' +
        '(it asks for the password; DATABASE_URL names the database), or set MERCHANT_EMAIL and MERCHANT_PASSWORD.',
    );
    return;
  }
  const email = plan.seed.email.toLowerCase();
  const known = await store.db.selectFrom('site_users').select('id').where('email', '=', email).executeTakeFirst();
  if (known) return;
  try {
    await createSiteUser(store, { email, password: plan.seed.password, roles: ['ADMIN'] });
  } catch (error) {
    // Another server process on the same database seeded it first.
    const now = await store.db.selectFrom('site_users').select('id').where('email', '=', email).executeTakeFirst();
    if (!now) throw error;
  }
}

async function hasMerchant(store: Store): Promise<boolean> {
  const users = await store.db.selectFrom('site_users').select('roles').execute();
  return users.some((user) => /"(ADMIN|STORE_MANAGER)"/.test(user.roles));
}

/**
 * Seeds the merchant once per process (on the store's first use, so the notice shows at start-up);
 * a failure is tried again on the next call.
 */
export function ensureMerchant(store: Store): Promise<void> {
  seeded ??= seedMerchant(store).catch((error: unknown) => {
    seeded = undefined;
    throw error;
  });
  return seeded;
}

// Issue 20, finding 6: template previews by read-only roles were limited per session, and
// sessions are free (6 VIEWER sessions took the storefront's median latency from 3 ms to 520 ms).
// Against the built server (small limits: 3 previews per account, 5 per address, in a minute;
// X-Forwarded-For believed from TRUSTED_PROXIES=loopback): previews are limited per account,
// whatever its sessions, and per client address, whatever the accounts or cookies.
import { describe, expect, it } from 'vitest';
import { Account } from './helpers/account.js';
import { useAdminSuite, type SuiteUser } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@shop.test', password: 'previews owner password' };
const EDITOR: SuiteUser = { email: 'editor@shop.test', password: 'previews editor password', roles: ['EDITOR'] };
const VIEWER: SuiteUser = { email: 'viewer@shop.test', password: 'previews viewer password', roles: ['VIEWER'] };
const BLOG_LIST = 'collections/blog.list';
const suite = useAdminSuite(OWNER, [EDITOR, VIEWER], {
  TRUSTED_PROXIES: 'loopback', TEMPLATE_PREVIEWS: '3', TEMPLATE_PREVIEWS_ADDRESS: '5', TEMPLATE_PREVIEWS_WINDOW_MS: '60000', RATE_LIMIT_WRITES: '1000',
});

let draft: { source: string; url: string } | undefined;

async function preview(account: Account, address: string): Promise<number> {
  if (!draft) {
    const list = await account.merchant('GET', '/api/admin/templates');
    const url = list.body.previewUrls[BLOG_LIST] as string;
    const file = await account.merchant('GET', `/api/admin/templates/file?path=${encodeURIComponent(BLOG_LIST)}`);
    draft = { url, source: (file.body.source as string).replace('<div class="blog">', '<div class="blog"><p>Draft</p>') };
  }
  const res = await account.merchant('POST', '/api/admin/templates/preview', { json: { path: BLOG_LIST, ...draft }, headers: { 'x-forwarded-for': address } });
  if (res.status === 429) expect(res.body.message).toBe('Please try again in a few seconds.');
  return res.status;
}

describe('previews limited per account and address', () => {
  it('a new session of the same account gains nothing; another account gains only up to the address\'s limit', async () => {
    const viewer = await suite.as(VIEWER);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push(await preview(viewer, '198.51.100.1'));
    expect(statuses).toEqual([200, 200, 200, 429]);
    // A fresh session from a fresh address: the account has used its previews.
    const again = await suite.as(VIEWER);
    expect(await preview(again, '198.51.100.2')).toBe(429);

    // Address .2 has counted 1; the editor's 3 bring it to 4, the owner's first to 5, then it is full.
    const editor = await suite.as(EDITOR);
    for (let i = 0; i < 3; i++) expect(await preview(editor, '198.51.100.2')).toBe(200);
    const owner = await suite.as(OWNER);
    expect(await preview(owner, '198.51.100.2')).toBe(200);
    expect(await preview(owner, '198.51.100.2')).toBe(429);
    // Counted before the session is checked: nobody signed in gains anything from .2 either.
    expect(await preview(new Account(suite.server.baseUrl), '198.51.100.2')).toBe(429);
    expect(await preview(new Account(suite.server.baseUrl), '198.51.100.3')).toBe(401);
    // The owner, from elsewhere, still has previews of their own.
    expect(await preview(owner, '198.51.100.4')).toBe(200);
  });
});

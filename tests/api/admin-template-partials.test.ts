// The admin's template editor checks the partials a draft applies against the folder: a draft
// applying a block the folder lacks is an error at its line and column in the preview (what the
// editor shows) and publishing it is refused, as a compile error is; the live page is untouched.
import { describe, expect, it } from 'vitest';
import { Account } from './helpers/account.js';
import { useAdminSuite } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@partials.test', password: 'partials owner password' };
const BLOG_LIST = 'collections/blog.list';
const suite = useAdminSuite(OWNER, [], { RATE_LIMIT_WRITES: '1000' });

describe('a template applying a partial the folder does not have', () => {
  it('is an error in the preview and is not published', async () => {
    const owner: Account = await suite.as(OWNER);
    const list = await owner.merchant('GET', '/api/admin/templates');
    const url = list.body.previewUrls[BLOG_LIST] as string;
    const current = (await owner.merchant('GET', `/api/admin/templates/file?path=${encodeURIComponent(BLOG_LIST)}`)).body;
    const draft = `${current.source as string}\n  {@|apply missing.block}\n`;
    const line = draft.split('\n').length - 1;
    const expected = { file: BLOG_LIST, line, column: 3, message: "Partial 'missing.block' was not found: the folder has no blocks/missing.block" };

    const preview = await owner.merchant('POST', '/api/admin/templates/preview', { json: { path: BLOG_LIST, source: draft, url } });
    expect(preview.body).toEqual({ ok: false, errors: [expected] });

    const saved = await owner.merchant('PUT', '/api/admin/templates/file', { json: { path: BLOG_LIST, expectedVersion: current.version, source: draft } });
    expect(saved.status).toBe(400);
    expect(saved.body.errors).toEqual([expected]);
    const live = await fetch(suite.server.baseUrl + url);
    expect(live.status).toBe(200);

    const fine = `${current.source as string}\n{.macro here}x{.end}{@|apply here}\n`;
    const ok = await owner.merchant('POST', '/api/admin/templates/preview', { json: { path: BLOG_LIST, source: fine, url } });
    expect(ok.body.ok).toBe(true);
  });
});

// Form submissions in the admin's calls: the site's forms with their counts, one form's
// submissions newest first page by page, and the CSV of all of them (escaped, formulas defused);
// who may read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUser } from '../../site/db/index.js';
import { signIn } from './helpers/account.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';

let db: TempDatabase;
let server: ServerProcess;
const EDITOR = { email: 'editor@shop.test', password: 'editor password 1' };
const STOCKIST = { email: 'stock@shop.test', password: 'stock password 1' };

beforeAll(async () => {
  ({ db, server } = await startSuite({ RATE_LIMIT_WRITES: '1000' }));
  await new Visitor(server.baseUrl).arrive();
  await db.withStore(async (store) => {
    await createSiteUser(store, { ...EDITOR, roles: ['EDITOR'] });
    await createSiteUser(store, { ...STOCKIST, roles: ['STORE_MANAGER'] });
    const rows = Array.from({ length: 60 }, (_, i) => ({
      id: `sub-${String(i).padStart(3, '0')}`,
      form_id: 'form-contact',
      data: JSON.stringify({
        'field-name': { first: `Ada${String(i)}`, last: 'Lovelace' },
        'field-email': `ada${String(i)}@example.com`,
        'field-message': i === 59 ? '=HYPERLINK("http://evil.test","click"), said "hi"\nbye' : `Message ${String(i)}`,
      }),
      page: JSON.stringify({ pagePath: '/contact' }),
      visitor_id: null,
      created_at: 1_700_000_000_000 + i * 1000,
    }));
    await store.db.insertInto('form_submissions').values(rows).execute();
  });
}, 180_000);

afterAll(() => stopSuite(server, db));

describe('form submissions in the admin', () => {
  it('lists the forms with their counts, busiest first', async () => {
    const { account } = await signIn(server.baseUrl, EDITOR.email, EDITOR.password);
    const res = await account.merchant('GET', '/api/admin/forms');
    expect(res.status).toBe(200);
    expect(res.body.forms[0]).toMatchObject({ id: 'form-contact', name: 'Contact', submissions: 60 });
    expect(res.body.forms[0].columns.slice(0, 2)).toEqual([{ id: 'field-name', title: 'Name' }, { id: 'field-email', title: 'Email' }]);
    expect(res.body.forms.find((f: { id: string }) => f.id === 'form-newsletter')).toMatchObject({ submissions: 0, latest: null });
  });

  it('pages through one form newest first, answers as text', async () => {
    const { account } = await signIn(server.baseUrl, EDITOR.email, EDITOR.password);
    const first = await account.merchant('GET', '/api/admin/forms/form-contact/submissions');
    expect(first.body.submissions).toHaveLength(50);
    expect(first.body.submissions[1]).toMatchObject({ id: 'sub-058', pageUrl: '/contact', answers: { 'field-name': 'Ada58 Lovelace', 'field-email': 'ada58@example.com' } });
    const second = await account.merchant('GET', `/api/admin/forms/form-contact/submissions?cursor=${encodeURIComponent(first.body.nextPageCursor)}`);
    expect(second.body.submissions.map((s: { id: string }) => s.id)).toEqual(Array.from({ length: 10 }, (_, i) => `sub-${String(9 - i).padStart(3, '0')}`));
    expect(second.body.hasNextPage).toBe(false);
    expect((await account.merchant('GET', '/api/admin/forms/form-contact/submissions?cursor=nonsense')).status).toBe(400);
    expect((await account.merchant('GET', '/api/admin/forms/no-such-form/submissions')).status).toBe(404);
  });

  it('regression: the CSV defuses an answer that a spreadsheet would run as a formula', async () => {
    const { account } = await signIn(server.baseUrl, EDITOR.email, EDITOR.password);
    const res = await fetch(`${server.baseUrl}/api/admin/forms/form-contact/submissions.csv`, { headers: { cookie: [...account.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': account.xsrfToken ?? '' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Contact-submissions.csv"');
    const csv = await res.text();
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Submitted \(UTC\),Page,Name,Email,Phone,Address,Message,/);
    expect(lines).toHaveLength(1 + 60 + 1); // the header, 60 rows, the empty rest after the last CRLF
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil.test"",""click""), said ""hi""\nbye",`);
    expect(lines[lines.length - 2]).toContain('Ada0 Lovelace,ada0@example.com');
  });

  it('refuses a store manager (no content access) and a visitor', async () => {
    const { account } = await signIn(server.baseUrl, STOCKIST.email, STOCKIST.password);
    expect((await account.merchant('GET', '/api/admin/forms')).status).toBe(403);
    expect((await new Visitor(server.baseUrl).call('GET', '/api/admin/forms/form-contact/submissions.csv')).status).toBe(401);
  });
});

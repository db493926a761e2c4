// Tracking calls against the built server on a temporary database: each stores what it should,
// bad input is refused (4xx naming what is wrong) with the database unchanged.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../site/db/index.js';
import { Visitor } from './helpers/visitor.js';
import { useSuite } from './helpers/suite.js';

const suite = useSuite({ RATE_LIMIT_WRITES: '1000' });

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function records(kind: string): Promise<{ payload: any; visitor: string | null }[]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const rows = await suite.db.withStore((store) =>
    store.db.selectFrom('tracking_events').select(['payload', 'visitor_id', 'created_at']).where('kind', '=', kind).orderBy('created_at').execute(),
  );
  return rows.map((r) => ({ payload: JSON.parse(r.payload) as unknown, visitor: r.visitor_id }));
}

const visitor = (): Promise<Visitor> => Visitor.arrived(suite.server.baseUrl);

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('RecordEvent', () => {
  it('stores a form-encoded event with its crumb from the cookie and parsed data', async () => {
    const v = await visitor();
    const res = await v.call('POST', '/api/events/RecordEvent', {
      raw: form({ crumb: v.crumb ?? '', event: 'commerce_add_to_cart', data: JSON.stringify({ itemId: 'prod-bowl', qty: 2 }) }),
      headers: FORM,
      crumb: 'none',
    });
    expect(res.status).toBe(200);
    const stored = await records('events/RecordEvent');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.payload).toEqual({ event: 'commerce_add_to_cart', data: { itemId: 'prod-bowl', qty: 2 } });
    expect(stored[0]?.visitor).toBe(v.cookies.get('sf_visitor'));
  });

  it.each([
    ['no crumb', { event: 'x', data: '{}' }, 403, /session has expired/],
    ['no event', { data: '{}' }, 400, /event/],
    ['data not JSON', { event: 'x', data: '{oops' }, 400, /data must be a JSON string/],
  ])('refuses %s and stores nothing', async (_label, fields, status, message) => {
    const v = await visitor();
    const before = await suite.db.fingerprint();
    const withCrumb = _label === 'no crumb' ? fields : { crumb: v.crumb ?? '', ...fields };
    const res = await v.call('POST', '/api/events/RecordEvent', { raw: form(withCrumb as Record<string, string>), headers: FORM, crumb: 'none' });
    expect(res.status).toBe(status);
    expect(JSON.stringify(res.body)).toMatch(message);
    expect(await suite.db.fingerprint()).toEqual(before);
  });
});

describe('census calls', () => {
  it('RecordHit stores event, data and ss_cvr (no crumb: a beacon)', async () => {
    const v = await visitor();
    const res = await v.call('POST', '/api/census/RecordHit', {
      raw: form({ event: 'pageview', data: JSON.stringify({ path: '/shop' }), ss_cvr: 'abc' }),
      headers: FORM,
      crumb: 'none',
    });
    expect(res.status).toBe(200);
    expect((await records('census/RecordHit')).map((r) => r.payload)).toEqual([{ event: 'pageview', data: { path: '/shop' }, ss_cvr: 'abc' }]);
  });

  it('button-click, button-render, overlay and form-render store their fields', async () => {
    const v = await visitor();
    for (const kind of ['button-click', 'button-render', 'overlay']) {
      const res = await v.call('POST', `/api/census/${kind}`, { json: { visitorCookie: 'vc', pagePath: '/shop' }, crumb: 'none' });
      expect(res.status).toBe(200);
      expect((await records(`census/${kind}`)).map((r) => r.payload)).toEqual([{ visitorCookie: 'vc', pagePath: '/shop' }]);
    }
    const res = await v.call('POST', '/api/census/form-render', { json: { formId: 'contact', visitorCookie: 'vc' }, crumb: 'none' });
    expect(res.status).toBe(200);
    expect((await records('census/form-render')).map((r) => r.payload)).toEqual([{ formId: 'contact', visitorCookie: 'vc' }]);
  });

  it('RecordQuickView stores the item id of its path', async () => {
    const v = await visitor();
    const res = await v.call('POST', '/api/census/RecordQuickView/prod-bowl', { crumb: 'none' });
    expect(res.status).toBe(200);
    expect((await records('census/RecordQuickView')).map((r) => r.payload)).toEqual([{ itemId: 'prod-bowl' }]);
  });

  it.each([
    ['form-render without formId', '/api/census/form-render', { json: { visitorCookie: 'vc' } }, 400],
    ['a list where fields are expected', '/api/census/button-click', { json: [1, 2] }, 400],
    ['malformed JSON', '/api/census/overlay', { raw: '{"a":' }, 400],
    ['an unsupported type', '/api/census/overlay', { raw: '<x/>', headers: { 'content-type': 'application/xml' } }, 415],
    ['an oversized body', '/api/census/overlay', { json: { big: 'x'.repeat(70_000) } }, 413],
    ['a bad quick-view id', '/api/census/RecordQuickView/%3Cscript%3E', {}, 400],
  ])('refuses %s and stores nothing', async (_label, path, options, status) => {
    const v = await visitor();
    const before = await suite.db.fingerprint();
    const res = await v.call('POST', path, { ...options, crumb: 'none' });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    expect(await suite.db.fingerprint()).toEqual(before);
  });
});

describe('RecordJavascriptErrors', () => {
  it('stores one record per event, with the crumb header', async () => {
    const v = await visitor();
    const events = [
      { event: 'error', data: { message: 'x is undefined', stack: 'at a.js:1' }, timestamp: 1_700_000_000_000 },
      { event: 'error', data: { message: 'y' }, timestamp: 1_700_000_000_001 },
    ];
    const res = await v.call('POST', '/api/events/RecordJavascriptErrors', { json: events });
    expect(res.status).toBe(200);
    expect((await records('events/RecordJavascriptErrors')).map((r) => r.payload)).toEqual(events);
  });

  it('refuses a missing crumb, a bad timestamp and more than 20 events, storing nothing', async () => {
    const v = await visitor();
    const before = await suite.db.fingerprint();
    const one = { event: 'error', data: {}, timestamp: 1 };
    expect((await v.call('POST', '/api/events/RecordJavascriptErrors', { json: [one], crumb: 'none' })).status).toBe(403);
    const bad = await v.call('POST', '/api/events/RecordJavascriptErrors', { json: [{ ...one, timestamp: 'now' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: '0.timestamp' })]));
    expect((await v.call('POST', '/api/events/RecordJavascriptErrors', { json: Array(21).fill(one) })).status).toBe(400);
    expect(await suite.db.fingerprint()).toEqual(before);
  });
});

describe('performance', () => {
  it('settings answer a fresh pageLoadId', async () => {
    const v = new Visitor(suite.server.baseUrl);
    const a = await v.call('GET', '/api/1/performance/settings');
    const b = await v.call('GET', '/api/1/performance/settings');
    expect(a.status).toBe(200);
    expect(a.body.pageLoadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.body.pageLoadId).not.toBe(a.body.pageLoadId);
  });

  it('records sent as text (beacon) are stored, one each, answering 202', async () => {
    const v = new Visitor(suite.server.baseUrl);
    const recs = [
      { app: 'storefront', event: 'web-vitals', pageLoadId: 'p1', timestamp: 1, data: { LCP: 1200 } },
      { app: 'storefront', event: 'web-vitals', pageLoadId: 'p1', timestamp: 2, data: { CLS: 0.01 } },
    ];
    const res = await v.call('POST', '/api/1/performance/records', { raw: JSON.stringify(recs), headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(res.status).toBe(202);
    expect((await records('1/performance/records')).map((r) => r.payload)).toEqual(recs);
  });

  it('refuses empty data, a non-array and a missing pageLoadId, storing nothing', async () => {
    const v = new Visitor(suite.server.baseUrl);
    const before = await suite.db.fingerprint();
    const rec = { app: 'a', event: 'e', pageLoadId: 'p', timestamp: 1, data: { x: 1 } };
    const empty = await v.call('POST', '/api/1/performance/records', { json: [{ ...rec, data: {} }] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Data is empty/);
    expect((await v.call('POST', '/api/1/performance/records', { json: rec })).status).toBe(400);
    const { pageLoadId: _p, ...noId } = rec;
    expect((await v.call('POST', '/api/1/performance/records', { json: [noId] })).status).toBe(400);
    expect(await suite.db.fingerprint()).toEqual(before);
  });
});

describe.skipIf(process.env['TEST_DATABASE_URL']?.startsWith('postgres') === true)('a storage failure', () => {
  it('is swallowed: the call still succeeds, nothing is stored, the failure is logged', async () => {
    const store = await openStore({ location: suite.db.url, migrate: false, poolSize: 1 });
    try {
      await sql`create trigger refuse_tracking before insert on tracking_events begin select raise(abort, 'disk full'); end`.execute(store.db);
      const v = await visitor();
      const before = await suite.db.fingerprint();
      const res = await v.call('POST', '/api/events/RecordEvent', {
        raw: form({ crumb: v.crumb ?? '', event: 'lost', data: '{}' }),
        headers: FORM,
        crumb: 'none',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok: true, received: 1, stored: 0 });
      expect(await suite.db.fingerprint()).toEqual(before);
      expect(suite.server.output()).toMatch(/\[tracking\] events\/RecordEvent: 1 of 1 records were not stored/);
    } finally {
      await sql`drop trigger if exists refuse_tracking`.execute(store.db);
      await store.close();
    }
  });
});

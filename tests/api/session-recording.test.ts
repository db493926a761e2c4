// Session recording's calls against the built server with no recording service configured:
// /api/commerce/fullstory/getId answers the mock id (the browser skips); our recorder's batches are
// stored, and a malformed one is refused naming the field, storing nothing.
import { describe, expect, it } from 'vitest';
import { useSuite } from './helpers/suite.js';
import { Visitor } from './helpers/visitor.js';

const suite = useSuite();
const BATCH = '/api/events/SessionRecording';
const session = 'b'.repeat(32);

describe('/api/commerce/fullstory/getId whose mock id means skip', () => {
  it('answers the mock id as a string when no recording service is configured', async () => {
    const res = await fetch(`${suite.server.baseUrl}/api/commerce/fullstory/getId`);
    expect(res.status).toBe(200);
    expect(await res.json()).toBe('mock-recording-id');
  });
});

describe('session recording batches', () => {
  it('stores a batch sent as a beacon', async () => {
    const v = await Visitor.arrived(suite.server.baseUrl);
    const batch = { recordingId: 'org-1', sessionId: session, events: [{ type: 'page', at: 0, path: '/', x: 800, y: 600 }, { type: 'click', at: 40, target: 'main > h1', x: 10, y: 20 }] };
    const res = await v.call('POST', BATCH, { raw: JSON.stringify(batch), headers: { 'content-type': 'text/plain;charset=UTF-8' }, crumb: 'none' });
    expect(res.status).toBe(200);
    const rows = await suite.db.withStore((store) => store.db.selectFrom('tracking_events').select(['payload']).where('kind', '=', 'events/SessionRecording').execute());
    expect(rows.map((r) => JSON.parse(r.payload))).toContainEqual(batch);
  });

  it.each([
    ['an unknown event type', { recordingId: 'org-1', sessionId: session, events: [{ type: 'keypress', at: 0 }] }, 'events.0.type', /type must be page, click, scroll or visibility/],
    ['no events', { recordingId: 'org-1', sessionId: session, events: [] }, 'events', /at least one event/],
    ['a session id that is not one', { recordingId: 'org-1', sessionId: 'x', events: [{ type: 'page', at: 0 }] }, 'sessionId', /32 hex digits/],
    ['a field it does not know', { recordingId: 'org-1', sessionId: session, events: [{ type: 'page', at: 0 }], html: '<p>' }, '', /html/],
  ])('refuses %s naming the field, storing nothing', async (_label, body, path, message) => {
    const v = await Visitor.arrived(suite.server.baseUrl);
    const before = await suite.db.fingerprint();
    const res = await v.call('POST', BATCH, { json: body, crumb: 'none' });
    expect(res.status).toBe(400);
    if (path) expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(JSON.stringify(res.body)).toMatch(message);
    expect(await suite.db.fingerprint()).toEqual(before);
  });
});

// The two map calls of seed 001 §7 through the offline map provider: suggestions for what the
// owner types, a suggestion's address and position, refusals naming the parameter, and the limit
// per address and visitor (RATE_LIMIT_MAPS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutocompleteAnswer, DetailsAnswer } from '../../domain/maps/place.js';
import { Visitor } from './helpers/visitor.js';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { startSuite, stopSuite } from './helpers/suite.js';

let db: TempDatabase;
let server: ServerProcess;
beforeAll(async () => {
  ({ db, server } = await startSuite({ MAP_PROVIDER: 'offline', RATE_LIMIT_MAPS: '8' }));
}, 180_000);
afterAll(() => stopSuite(server, db));

describe('GET /api/google-maps/places/autocomplete', () => {
  it('suggests the places whose name or address hold every word typed, accents and case aside', async () => {
    const answer = await (await Visitor.arrived(server.baseUrl)).call('GET', '/api/google-maps/places/autocomplete?input=sagrada%20FAMILIA');
    expect(answer.status).toBe(200);
    const body = answer.body as AutocompleteAnswer;
    expect(body.predictions).toEqual([
      { placeId: 'offline:sagrada-familia', description: 'Sagrada Família, C/ de Mallorca, 401, 08013 Barcelona, Spain', mainText: 'Sagrada Família', secondaryText: 'C/ de Mallorca, 401, 08013 Barcelona, Spain' },
    ]);
  });

  it('answers an empty list for what it does not know', async () => {
    const answer = await (await Visitor.arrived(server.baseUrl)).call('GET', '/api/google-maps/places/autocomplete?input=atlantis');
    expect((answer.body as AutocompleteAnswer).predictions).toEqual([]);
  });

  it('refuses a missing input, naming it', async () => {
    const answer = await (await Visitor.arrived(server.baseUrl)).call('GET', '/api/google-maps/places/autocomplete');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'input is required: the text to suggest places for.', issues: [{ path: 'input' }] });
  });
});

describe('GET /api/google-maps/places/details', () => {
  it('gives a suggestion’s address and position', async () => {
    const answer = await (await Visitor.arrived(server.baseUrl)).call('GET', '/api/google-maps/places/details?placeId=offline:british-museum');
    expect(answer.status).toBe(200);
    expect((answer.body as DetailsAnswer).result).toEqual({
      placeId: 'offline:british-museum', name: 'British Museum', formattedAddress: 'Great Russell St, London WC1B 3DG, United Kingdom', location: { lat: 51.5194, lng: -0.127 },
    });
  });

  it('answers 404 naming an unknown place, 400 for a malformed id', async () => {
    const visitor = await Visitor.arrived(server.baseUrl);
    const unknown = await visitor.call('GET', '/api/google-maps/places/details?placeId=offline:nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'No place has the id offline:nowhere.' });
    const bad = await visitor.call('GET', '/api/google-maps/places/details?placeId=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ issues: [{ path: 'placeId', message: 'placeId may hold only letters, digits, colons, hyphens and underscores.' }] });
  });
});

describe('the lookups’ limit', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_MAPS lookups from one visitor', async () => {
    const visitor = await Visitor.arrived(server.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await visitor.call('GET', `/api/google-maps/places/autocomplete?input=museum${String(i)}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    const refused = await visitor.call('GET', '/api/google-maps/places/autocomplete?input=louvre');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

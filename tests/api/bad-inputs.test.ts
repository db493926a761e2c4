// Bad inputs to the cart API: each answered with its status and a JSON body naming what is wrong,
// and the database unchanged (same fingerprint before and after).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor, type CallOptions } from './helpers/visitor.js';
import { startSuite, stopSuite } from './helpers/suite.js';

const RATE_LIMIT = 30;
let db: TempDatabase;
let server: ServerProcess;
/** A visitor whose cart holds one bowl (entry `entryId`). */
let shopper: Visitor;
let entryId: string;

beforeAll(async () => {
  ({ db, server } = await startSuite({ RATE_LIMIT_WRITES: String(RATE_LIMIT), RATE_LIMIT_WINDOW_MS: '60000' }));
  shopper = new Visitor(server.baseUrl);
  await shopper.arrive();
  const added = await shopper.add({ itemId: 'prod-bowl', quantity: 1 });
  expect(added.status).toBe(200);
  entryId = added.body.newlyAdded.id;
}, 180_000);

afterAll(() => stopSuite(server, db));

const ENTRIES = '/api/commerce/shopping-cart/entries';
const MUG = { itemId: 'prod-monogram-mug', sku: 'MUG-MONO', quantity: 1 };
const SESSION_EXPIRED = 'Your session has expired. Please reload the page and try again.';

interface Case {
  name: string;
  method?: string;
  /** `{entry}` stands for the shopper's entry id. */
  path?: string;
  call?: CallOptions;
  /** Who calls: a fresh visitor with cookies (default), the shopper, or a client without cookies. */
  who?: 'fresh' | 'shopper' | 'cookieless';
  status: number;
  code: string;
  message: string | RegExp;
  /** The issue path that must be named, if any. */
  issue?: string;
}

const cases: Case[] = [
  { name: 'malformed JSON', call: { raw: '{"itemId": "prod-bowl", ' }, status: 400, code: 'malformed-json', message: 'The request body is not valid JSON.', issue: 'body' },
  { name: 'empty body', call: { raw: '' }, status: 400, code: 'malformed-json', message: 'The request body is not valid JSON.' },
  { name: 'JSON that is not an object', call: { json: [1, 2] }, status: 400, code: 'invalid-input', message: 'The request body must be a JSON object.' },
  { name: 'not JSON content', call: { raw: 'itemId=prod-bowl', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, status: 415, code: 'unsupported-media-type', message: /must be JSON/ },
  { name: 'missing itemId', call: { json: { quantity: 1 } }, status: 400, code: 'invalid-input', message: 'itemId is required.', issue: 'itemId' },
  { name: 'itemId of the wrong type', call: { json: { itemId: 42, quantity: 1 } }, status: 400, code: 'invalid-input', message: 'itemId must be a string.', issue: 'itemId' },
  { name: 'quantity not a number', call: { json: { itemId: 'prod-bowl', quantity: 'two' } }, status: 400, code: 'invalid-input', message: 'Quantity must be a number.', issue: 'quantity' },
  { name: 'quantity a boolean', call: { json: { itemId: 'prod-bowl', quantity: true } }, status: 400, code: 'invalid-input', message: 'Quantity must be a number.', issue: 'quantity' },
  { name: 'quantity not whole', call: { json: { itemId: 'prod-bowl', quantity: 1.5 } }, status: 400, code: 'invalid-input', message: 'Quantity must be a whole number', issue: 'quantity' },
  { name: 'negative quantity', call: { json: { itemId: 'prod-bowl', quantity: -3 } }, status: 400, code: 'invalid-input', message: 'Quantity must be at least 1.', issue: 'quantity' },
  { name: 'zero quantity', call: { json: { itemId: 'prod-bowl', quantity: 0 } }, status: 400, code: 'invalid-input', message: 'Quantity must be at least 1.' },
  { name: 'huge quantity', call: { json: { itemId: 'prod-candle', quantity: 1e12 } }, status: 400, code: 'invalid-input', message: 'Quantity must be at most 9999.' },
  { name: 'unknown item', call: { json: { itemId: 'prod-nothing', quantity: 1 } }, status: 404, code: 'unknown-item', message: 'Sorry, that item is unavailable.' },
  { name: 'unknown variant', call: { json: { itemId: 'prod-apron', sku: 'APR-PINK-S', quantity: 1 } }, status: 404, code: 'unknown-variant', message: 'Sorry, that item variant is unavailable. Please select another variant.' },
  { name: 'unknown variant id', call: { json: { itemId: 'prod-apron', variantId: 'var-nope', quantity: 1 } }, status: 404, code: 'unknown-variant', message: /variant is unavailable/ },
  { name: 'variant of another item', call: { json: { itemId: 'prod-bowl', sku: 'APR-NAT-S', quantity: 1 } }, status: 404, code: 'unknown-variant', message: /variant is unavailable/ },
  { name: 'options not chosen', call: { json: { itemId: 'prod-apron', quantity: 1 } }, status: 400, code: 'missing-variant', message: 'Please select the Color and Size options.' },
  { name: 'gift card without denomination', call: { json: { itemId: 'prod-gift-card', quantity: 1 } }, status: 400, code: 'missing-variant', message: 'Select a denomination for the Gift Card' },
  { name: 'sold-out variant', call: { json: { itemId: 'prod-apron', sku: 'APR-CHA-L', quantity: 1 } }, status: 409, code: 'out-of-stock', message: 'Sorry, we do not have enough of that item available.' },
  { name: 'more than the stock', call: { json: { itemId: 'prod-bowl', quantity: 5 } }, status: 409, code: 'out-of-stock', message: 'Sorry, we do not have enough of that item available.' },
  { name: 'SQL in itemId', call: { json: { itemId: "prod-bowl' OR '1'='1", quantity: 1 } }, status: 400, code: 'invalid-input', message: 'itemId is not a valid item id.', issue: 'itemId' },
  { name: 'SQL in sku', call: { json: { itemId: 'prod-bowl', sku: "BWL-1'; DROP TABLE carts; --", quantity: 1 } }, status: 400, code: 'invalid-input', message: 'sku is not a valid SKU.', issue: 'sku' },
  { name: 'script in an additional field', call: { json: { ...MUG, additionalFields: JSON.stringify({ 'field-initials': '<script>alert(1)</script>', 'field-glaze': 'Rust' }) } }, status: 400, code: 'invalid-input', message: 'Answers may not contain < or >.', issue: 'additionalFields.field-initials' },
  { name: 'additional fields not JSON', call: { json: { ...MUG, additionalFields: '{"field-initials": ' } }, status: 400, code: 'invalid-input', message: 'additionalFields is not valid JSON.', issue: 'additionalFields' },
  { name: 'additional fields of the wrong type', call: { json: { ...MUG, additionalFields: 12 } }, status: 400, code: 'invalid-input', message: 'additionalFields must be an object of field answers.' },
  { name: 'form not filled', call: { json: MUG }, status: 400, code: 'invalid-additional-fields', message: 'Please fill in the form for this item.' },
  { name: 'required field missing', call: { json: { ...MUG, additionalFields: { 'field-glaze': 'Rust' } } }, status: 400, code: 'invalid-additional-fields', message: 'Initials: Required', issue: 'additionalFields.field-initials' },
  { name: 'unknown form field', call: { json: { ...MUG, additionalFields: { 'field-initials': 'AB', 'field-glaze': 'Rust', 'field-x': 'y' } } }, status: 400, code: 'invalid-additional-fields', message: 'The form has no field field-x.' },
  { name: 'answer over its limit', call: { json: { ...MUG, additionalFields: { 'field-initials': 'ABCD', 'field-glaze': 'Rust' } } }, status: 400, code: 'invalid-additional-fields', message: 'Initials: You have exceeded the character limit.' },
  { name: 'answer not an option', call: { json: { ...MUG, additionalFields: { 'field-initials': 'AB', 'field-glaze': "Rust' OR 1=1" } } }, status: 400, code: 'invalid-additional-fields', message: /Letter colour: choose one of/ },
  { name: 'fields on an item without a form', call: { json: { itemId: 'prod-bowl', quantity: 1, additionalFields: { a: 'b' } } }, status: 400, code: 'invalid-additional-fields', message: 'This item has no additional fields.' },
  { name: 'oversized body', call: { json: { itemId: 'prod-bowl', quantity: 1, note: 'x'.repeat(20_000) } }, status: 413, code: 'body-too-large', message: /too large/ },
  { name: 'missing crumb', call: { json: { itemId: 'prod-bowl', quantity: 1 }, crumb: 'none' }, status: 403, code: 'crumb-invalid', message: SESSION_EXPIRED },
  { name: 'wrong crumb', call: { json: { itemId: 'prod-bowl', quantity: 1 }, crumb: '0123456789abcdef0123456789abcdef' }, status: 403, code: 'crumb-invalid', message: SESSION_EXPIRED },
  { name: 'no cookies at all', who: 'cookieless', call: { json: { itemId: 'prod-bowl', quantity: 1 }, crumb: '0123456789abcdef0123456789abcdef' }, status: 403, code: 'crumb-invalid', message: 'Please enable cookies in your browser, reload the page, and try again.' },
  { name: 'quantity update: negative', who: 'shopper', method: 'PUT', path: `${ENTRIES}/{entry}`, call: { json: { quantity: -1 } }, status: 400, code: 'invalid-input', message: 'Quantity must be at least 0.' },
  { name: 'quantity update: over the stock', who: 'shopper', method: 'PUT', path: `${ENTRIES}/{entry}`, call: { json: { quantity: 9 } }, status: 409, code: 'out-of-stock', message: /not have enough/ },
  { name: 'quantity update: missing crumb', who: 'shopper', method: 'PUT', path: `${ENTRIES}/{entry}`, call: { json: { quantity: 2 }, crumb: 'none' }, status: 403, code: 'crumb-invalid', message: SESSION_EXPIRED },
  { name: 'quantity update: unknown entry', who: 'shopper', method: 'PUT', path: `${ENTRIES}/aaaaaaaaaaaaaaaaaaaaaaaa`, call: { json: { quantity: 2 } }, status: 404, code: 'unknown-entry', message: 'That item is no longer in your cart.' },
  { name: "quantity update: another visitor's entry", method: 'PUT', path: `${ENTRIES}/{entry}`, call: { json: { quantity: 2 } }, status: 404, code: 'unknown-entry', message: 'That item is no longer in your cart.' },
  { name: 'quantity update: SQL in the entry id', who: 'shopper', method: 'PUT', path: `${ENTRIES}/1'OR'1'%3D'1`, call: { json: { quantity: 2 } }, status: 400, code: 'invalid-input', message: 'The cart entry id is not valid.' },
  { name: 'removal: missing crumb', who: 'shopper', method: 'DELETE', path: `${ENTRIES}/{entry}`, call: { crumb: 'none' }, status: 403, code: 'crumb-invalid', message: SESSION_EXPIRED },
  { name: "removal: another visitor's entry", method: 'DELETE', path: `${ENTRIES}/{entry}`, status: 404, code: 'unknown-entry', message: 'That item is no longer in your cart.' },
  { name: 'additional fields update: other item', who: 'shopper', method: 'PUT', path: `${ENTRIES}/{entry}/additionalFields`, call: { json: { itemId: 'prod-candle', additionalFields: '' } }, status: 404, code: 'unknown-entry', message: 'That item is no longer in your cart.' },
  { name: 'additional fields update: script', who: 'shopper', method: 'PUT', path: `${ENTRIES}/{entry}/additionalFields`, call: { json: { itemId: 'prod-bowl', additionalFields: { x: '<img src=x onerror=alert(1)>' } } }, status: 400, code: 'invalid-input', message: 'Answers may not contain < or >.' },
  { name: "unknown API path: the API's 404 names the path", method: 'GET', path: '/api/commerce/shopping-cart/nothing-here', status: 404, code: 'not-found', message: 'There is no such API call: GET /api/commerce/shopping-cart/nothing-here.' },
  { name: "unknown API path: a long path is cut in the 404's message", method: 'GET', path: `/api/${'x'.repeat(400)}`, status: 404, code: 'not-found', message: `There is no such API call: GET /api/${'x'.repeat(195)}….` },
  { name: 'stock: no itemId', method: 'GET', path: '/api/commerce/inventory/stock/', status: 400, code: 'invalid-input', message: 'itemId is required.' },
  { name: 'stock: SQL in itemId', method: 'GET', path: `/api/commerce/inventory/stock/?itemId=${encodeURIComponent("1' OR '1'='1")}`, status: 400, code: 'invalid-input', message: 'itemId is not a valid item id.' },
  { name: 'stock: unknown item', method: 'GET', path: '/api/commerce/inventory/stock/?itemId=prod-nothing', status: 404, code: 'unknown-item', message: 'Sorry, that item is unavailable.' },
];

describe('bad inputs', () => {
  it.each(cases)('$name → $status', async (c) => {
    const visitor = c.who === 'shopper' ? shopper : new Visitor(server.baseUrl);
    if (c.who === undefined || c.who === 'fresh') await visitor.arrive();
    const before = await db.fingerprint();
    const res = await visitor.call(c.method ?? 'POST', (c.path ?? ENTRIES).replace('{entry}', entryId), c.call ?? {});
    expect(res.status).toBe(c.status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.code).toBe(c.code);
    if (typeof c.message === 'string') expect(res.body.message).toBe(c.message);
    else expect(res.body.message).toMatch(c.message);
    expect(res.body.error).toBe(res.body.message);
    if (c.issue) expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(c.issue);
    expect(JSON.stringify(res.body)).not.toMatch(/\bat .*\.(m?js|ts):\d+/); // no stack trace
    expect(await db.fingerprint()).toEqual(before);
  });

  it('answers 429 past the per-visitor limit, with Retry-After, and changes nothing', async () => {
    const visitor = new Visitor(server.baseUrl);
    await visitor.arrive();
    for (let i = 0; i < RATE_LIMIT; i += 1) {
      const res = await visitor.add({ itemId: 'prod-nothing', quantity: 1 });
      expect(res.status).toBe(404);
    }
    const before = await db.fingerprint();
    const limited = await visitor.add({ itemId: 'prod-candle', quantity: 1 });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate-limited', message: 'Please try again in a few seconds.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await db.fingerprint()).toEqual(before);
    // Another visitor is not limited.
    const other = new Visitor(server.baseUrl);
    await other.arrive();
    expect((await other.add({ itemId: 'prod-candle', quantity: 1 })).status).toBe(200);
  });

  it('still holds the shopper’s cart as it was', async () => {
    const cart = await shopper.arrive();
    expect(cart.body.entries).toHaveLength(1);
    expect(cart.body.entries[0]).toMatchObject({ id: entryId, quantity: 1 });
  });
});

// The admin's tracking events leave as the site's RecordEvent calls do: one form-encoded POST with
// the crumb from its cookie, the spec's event name and the data as a JSON string.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_EVENTS, type ApiKeyEvent } from '../../../domain/admin/api-keys.js';
import { INVENTORY_EVENTS } from '../../../domain/admin/store/inventory.js';
import { recordApiKeyEvent } from '../api-keys/api-keys-events.js';
import { recordInventoryEvent } from '../store/inventory-events.js';
import { RECORD_EVENT_PATH, recordEventBody } from './record-event.js';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  form: Record<string, string>;
}

let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('document', { cookie: 'ss_cvr=v; crumb=crumb-123', querySelector: () => null });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, form: Object.fromEntries(new URLSearchParams(String(init.body))) });
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recordEventBody', () => {
  it('is crumb, event and data as a JSON string, form-encoded', () => {
    const body = new URLSearchParams(recordEventBody('c&1', 'inventory-panel-search', { query: 'bowl & cup' }));
    expect(Object.fromEntries(body)).toEqual({ crumb: 'c&1', event: 'inventory-panel-search', data: '{"query":"bowl & cup"}' });
  });
});

describe('the inventory panel events', () => {
  it('names the five actions the spec lists for the panel', () => {
    expect(Object.values(INVENTORY_EVENTS)).toEqual([
      'inventory-panel-search', 'inventory-panel-sort', 'inventory-panel-row-click', 'inventory-panel-row-expander', 'inventory-panel-next-page',
    ]);
  });

  it.each([
    ['search', { query: 'bwl-1' }, 'inventory-panel-search'],
    ['sort', { field: 'price', direction: 'desc' }, 'inventory-panel-sort'],
    ['rowClick', { productId: 'prod-bowl' }, 'inventory-panel-row-click'],
    ['rowExpander', { productId: 'prod-bowl', expanded: true }, 'inventory-panel-row-expander'],
    ['nextPage', { page: 2 }, 'inventory-panel-next-page'],
  ] as const)('sends %s as %s with its data', async (event, data, name) => {
    recordInventoryEvent(event, data);
    await settle();
    expect(sent).toEqual([{
      url: RECORD_EVENT_PATH,
      method: 'POST',
      headers: expect.objectContaining({ 'content-type': 'application/x-www-form-urlencoded', 'X-CSRF-Token': 'crumb-123' }),
      form: { crumb: 'crumb-123', event: name, data: JSON.stringify(data) },
    }]);
  });
});

describe('the API keys panel and creation modal events', () => {
  it('names the panel’s five actions and the modal’s four, each by its panel or modal and its action', () => {
    const words = (camel: string): string => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const panel: ApiKeyEvent[] = ['learnMore', 'termsOfUse', 'createKey', 'deleteKey', 'confirmDelete'];
    const modal: ApiKeyEvent[] = ['modalCopy', 'modalNext', 'modalCancel', 'modalComplete'];
    expect(Object.keys(API_KEY_EVENTS)).toEqual([...panel, ...modal]);
    expect(panel.map((key) => API_KEY_EVENTS[key])).toEqual(panel.map((key) => `api-keys-panel-${words(key)}`));
    expect(modal.map((key) => API_KEY_EVENTS[key])).toEqual(modal.map((key) => `api-key-creation-${words(key)}`));
    // As the events are named on the wire:
    expect(API_KEY_EVENTS.termsOfUse).toBe('api-keys-panel-terms-of-use');
  });

  it('sends an action with an empty data object when it has none, and with its data otherwise', async () => {
    recordApiKeyEvent('learnMore');
    recordApiKeyEvent('modalNext', { scope: 'read' });
    await settle();
    expect(sent.map((s) => s.form)).toEqual([
      { crumb: 'crumb-123', event: 'api-keys-panel-learn-more', data: '{}' },
      { crumb: 'crumb-123', event: 'api-key-creation-modal-next', data: '{"scope":"read"}' },
    ]);
  });

  it('never throws when the call fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(() => recordApiKeyEvent('createKey')).not.toThrow();
    await settle();
  });
});

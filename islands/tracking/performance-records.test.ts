import { describe, expect, it } from 'vitest';
import { performanceRecords } from './performance-records.js';

describe('performance records', () => {
  const session = { viewportWidth: 800, viewportHeight: 600, pageType: '50', newVisitor: true, newVisit: true, visitCount: 1 };

  it('gives the page load and the session information, with the server-given id', () => {
    const records = performanceRecords('load-1', 42, { ttfb: 12.4, load: 300.6, cls: 0.12345 }, session);
    expect(records).toEqual([
      { app: 'storefront', event: 'page-load', pageLoadId: 'load-1', timestamp: 42, data: { ttfb: 12, load: 301, cls: 0.123 } },
      { app: 'storefront', event: 'session-info', pageLoadId: 'load-1', timestamp: 42, data: session },
    ]);
  });

  it('never sends a record with empty data (the server refuses it)', () => {
    const records = performanceRecords('load-1', 42, { ttfb: undefined }, session);
    expect(records.map((r) => r.event)).toEqual(['session-info']);
  });
});

import { describe, expect, it } from 'vitest';
import { performanceRecord, performanceRecords, sendDelay } from './performance-records.js';

describe('performance records carrying version 4.3.0 (001 §9)', () => {
  const session = { viewportWidth: 800, viewportHeight: 600, pageType: '50', newVisitor: true, newVisit: true, visitCount: 1, sessionId: 'sess-12345678', firstLanding: true, firstSession: true };

  it('gives the page load with the web vitals (FID and INP beside it) and the session information, with the server-given id', () => {
    const records = performanceRecords('load-1', 42, { ttfb: 12.4, load: 300.6, cls: 0.12345, fcp: 100.2, lcp: 200.7, fid: 3.4, inp: 48.6 }, session);
    expect(records).toEqual([
      { app: 'storefront', event: 'page-load', pageLoadId: 'load-1', timestamp: 42, data: { ttfb: 12, load: 301, cls: 0.123, fcp: 100, lcp: 201, fid: 3, inp: 49, version: '4.3.0' } },
      { app: 'storefront', event: 'session-info', pageLoadId: 'load-1', timestamp: 42, data: { ...session, version: '4.3.0' } },
    ]);
  });

  it("throws 'Data is empty' for an empty record, and never sends one", () => {
    expect(() => performanceRecord('page-load', 'load-1', 42, { ttfb: undefined })).toThrow('Data is empty');
    const records = performanceRecords('load-1', 42, { ttfb: undefined }, session);
    expect(records.map((r) => r.event)).toEqual(['session-info']);
  });
});

describe('metrics sent 30 s after load, waiting at most 60 s (001 §9)', () => {
  it('waits until 30 s after load', () => {
    expect(sendDelay(1_000, 1_000, 30_000, 60_000)).toBe(30_000);
    expect(sendDelay(20_000, 1_000, 30_000, 60_000)).toBe(11_000);
  });

  it('never waits past 60 s after the page started, and sends at once when that is past', () => {
    expect(sendDelay(40_000, 40_000, 30_000, 60_000)).toBe(20_000);
    expect(sendDelay(61_000, 50_000, 30_000, 60_000)).toBe(0);
  });
});

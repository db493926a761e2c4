/** The performance records of one page load (POST /api/1/performance/records): pure builders. */
import { PERFORMANCE_VERSION, TRACKING_MESSAGES } from '../../domain/tracking/constants.js';

export interface PerformanceRecord {
  app: string;
  event: string;
  pageLoadId: string;
  timestamp: number;
  data: Record<string, string | number | boolean>;
}

export const PERFORMANCE_APP = 'storefront';

/** Page-load timings (ms from navigation start) and the web vitals (001 §9: CLS, FCP, FID, LCP, TTFB; INP beside FID), as measured; absent ones are left out. */
export interface LoadMetrics {
  ttfb?: number;
  domContentLoaded?: number;
  load?: number;
  fcp?: number;
  lcp?: number;
  cls?: number;
  fid?: number;
  inp?: number;
  transferSize?: number;
}

/** The visit this page load belongs to (absent under the restrictive cookie policy). */
export interface SessionInfo {
  newVisitor?: boolean;
  newVisit?: boolean;
  visitCount?: number;
  sessionId?: string;
  firstLanding?: boolean;
  firstSession?: boolean;
  viewportWidth: number;
  viewportHeight: number;
  pageType: string;
  connection?: string;
}

/** One record; throws 'Data is empty' (001 §8) when nothing was measured. */
export function performanceRecord(event: string, pageLoadId: string, timestamp: number, data: Record<string, unknown>): PerformanceRecord {
  const kept = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && !Number.isNaN(v))) as PerformanceRecord['data'];
  if (Object.keys(kept).length === 0) throw new Error(TRACKING_MESSAGES.emptyRecord);
  return { app: PERFORMANCE_APP, event, pageLoadId, timestamp, data: { ...kept, version: PERFORMANCE_VERSION } };
}

/** The page load's records; one with nothing measured is left out (the server refuses empty data). */
export function performanceRecords(pageLoadId: string, timestamp: number, metrics: LoadMetrics, session: SessionInfo): PerformanceRecord[] {
  const records: PerformanceRecord[] = [];
  for (const [event, data] of [['page-load', roundAll(metrics)], ['session-info', { ...session }]] as const) {
    try {
      records.push(performanceRecord(event, pageLoadId, timestamp, data));
    } catch {
      // 'Data is empty': nothing to send for this one
    }
  }
  return records;
}

function roundAll(metrics: LoadMetrics): Record<string, number | undefined> {
  return Object.fromEntries(Object.entries(metrics).map(([k, v]) => [k, v === undefined ? v : k === 'cls' ? Math.round(v * 1000) / 1000 : Math.round(v)]));
}

/**
 * When the records go (001 §4, §9): 30 s after load, but never later than 60 s after the page
 * started (a page whose load event came late), or earlier when the page is hidden.
 */
export function sendDelay(nowMs: number, loadedAtMs: number, sendAfterMs: number, maxWaitMs: number): number {
  return Math.max(0, Math.min(loadedAtMs + sendAfterMs, maxWaitMs) - nowMs);
}

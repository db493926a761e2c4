/** The performance records of one page load (POST /api/1/performance/records): pure builders. */

export interface PerformanceRecord {
  app: string;
  event: string;
  pageLoadId: string;
  timestamp: number;
  data: Record<string, string | number | boolean>;
}

export const PERFORMANCE_APP = 'storefront';

/** Page-load timings (ms from navigation start), as measured; absent ones are left out. */
export interface LoadMetrics {
  ttfb?: number;
  domContentLoaded?: number;
  load?: number;
  fcp?: number;
  lcp?: number;
  cls?: number;
  transferSize?: number;
}

/** The visit this page load belongs to (absent under the restrictive cookie policy). */
export interface SessionInfo {
  newVisitor?: boolean;
  newVisit?: boolean;
  visitCount?: number;
  viewportWidth: number;
  viewportHeight: number;
  pageType: string;
  connection?: string;
}

export function performanceRecords(pageLoadId: string, timestamp: number, metrics: LoadMetrics, session: SessionInfo): PerformanceRecord[] {
  const records: PerformanceRecord[] = [];
  const add = (event: string, data: Record<string, unknown>) => {
    const kept = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && !Number.isNaN(v))) as PerformanceRecord['data'];
    if (Object.keys(kept).length > 0) records.push({ app: PERFORMANCE_APP, event, pageLoadId, timestamp, data: kept });
  };
  add('page-load', { ...roundAll(metrics) });
  add('session-info', { ...session });
  return records;
}

function roundAll(metrics: LoadMetrics): Record<string, number | undefined> {
  return Object.fromEntries(Object.entries(metrics).map(([k, v]) => [k, v === undefined ? v : k === 'cls' ? Math.round(v * 1000) / 1000 : Math.round(v)]));
}

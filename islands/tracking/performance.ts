/**
 * Performance records and session information, sent once: when the page is hidden, or 30 s
 * after load. The page load's id comes from GET /api/1/performance/settings.
 */
import { beacon } from './browser.js';
import { ENDPOINTS, PERFORMANCE_SEND_AFTER_MS } from '../../domain/tracking/constants.js';
import { performanceRecords, type LoadMetrics, type SessionInfo } from './performance-records.js';

export function collectPerformance(session: () => SessionInfo): void {
  const metrics: LoadMetrics = {};
  observe('largest-contentful-paint', (e) => (metrics.lcp = e.startTime));
  observe('layout-shift', (e) => {
    const shift = e as PerformanceEntry & { value?: number; hadRecentInput?: boolean };
    if (!shift.hadRecentInput) metrics.cls = (metrics.cls ?? 0) + (shift.value ?? 0);
  });
  void fetch(ENDPOINTS.performanceSettings, { credentials: 'same-origin' })
    .then((r) => (r.ok ? (r.json() as Promise<{ pageLoadId?: unknown; enabled?: unknown }>) : undefined))
    .then((settings) => {
      if (!settings || settings.enabled === false || typeof settings.pageLoadId !== 'string') return;
      const pageLoadId = settings.pageLoadId;
      let sent = false;
      const send = () => {
        if (sent) return;
        sent = true;
        const records = performanceRecords(pageLoadId, Date.now(), { ...metrics, ...navigationMetrics() }, session());
        if (records.length > 0) beacon(ENDPOINTS.performanceRecords, JSON.stringify(records));
      };
      const loadedAt = navigationMetrics().load ?? performance.now();
      setTimeout(send, Math.max(0, PERFORMANCE_SEND_AFTER_MS - (performance.now() - loadedAt)));
      addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
      addEventListener('pagehide', send);
    })
    .catch(() => undefined);
}

function navigationMetrics(): LoadMetrics {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    ttfb: nav?.responseStart,
    domContentLoaded: nav?.domContentLoadedEventEnd,
    load: nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : undefined,
    transferSize: nav?.transferSize,
    fcp: fcp?.startTime,
  };
}

function observe(type: string, onEntry: (entry: PerformanceEntry) => void): void {
  try {
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  } catch {
    // entry type not supported
  }
}

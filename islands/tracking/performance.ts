/**
 * Performance records and session information, sent once (001 §4, §7, §9): when the page is
 * hidden, or 30 s after load, waiting at most 60 s. The page load's id comes from
 * GET /api/1/performance/settings, given up after 30 s ('Metric settings request timeout'); an
 * answer without an id is 'Unable to resolve pageLoadId'. Both go to the error reporter.
 */
import { beacon } from './browser.js';
import { ENDPOINTS, PERFORMANCE_MAX_WAIT_MS, PERFORMANCE_SEND_AFTER_MS, PERFORMANCE_SETTINGS_TIMEOUT_MS, TRACKING_MESSAGES } from '../../domain/tracking/constants.js';
import { performanceRecords, sendDelay, type LoadMetrics, type SessionInfo } from './performance-records.js';

export function collectPerformance(session: () => SessionInfo, report: (message: string) => void): void {
  const metrics: LoadMetrics = {};
  observe('largest-contentful-paint', (e) => (metrics.lcp = e.startTime));
  observe('layout-shift', (e) => {
    const shift = e as PerformanceEntry & { value?: number; hadRecentInput?: boolean };
    if (!shift.hadRecentInput) metrics.cls = (metrics.cls ?? 0) + (shift.value ?? 0);
  });
  observe('first-input', (e) => {
    const input = e as PerformanceEventTiming;
    metrics.fid ??= input.processingStart - input.startTime;
  });
  // INP, FID's successor: the longest interaction seen so far.
  observe('event', (e) => {
    const timing = e as PerformanceEventTiming & { interactionId?: number };
    if ((timing.interactionId ?? 0) > 0) metrics.inp = Math.max(metrics.inp ?? 0, timing.duration);
  });
  void fetch(ENDPOINTS.performanceSettings, { credentials: 'same-origin', signal: AbortSignal.timeout(PERFORMANCE_SETTINGS_TIMEOUT_MS) })
    .then((r) => (r.ok ? (r.json() as Promise<{ pageLoadId?: unknown; enabled?: unknown }>) : undefined))
    .then((settings) => {
      if (settings?.enabled === false) return;
      if (typeof settings?.pageLoadId !== 'string' || settings.pageLoadId === '') {
        report(TRACKING_MESSAGES.pageLoadId);
        return;
      }
      const pageLoadId = settings.pageLoadId;
      let sent = false;
      const send = () => {
        if (sent) return;
        sent = true;
        const records = performanceRecords(pageLoadId, Date.now(), { ...metrics, ...navigationMetrics() }, session());
        if (records.length > 0) beacon(ENDPOINTS.performanceRecords, JSON.stringify(records));
      };
      const loadedAt = navigationMetrics().load ?? performance.now();
      setTimeout(send, sendDelay(performance.now(), loadedAt, PERFORMANCE_SEND_AFTER_MS, PERFORMANCE_MAX_WAIT_MS));
      addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
      addEventListener('pagehide', send);
    })
    .catch((error: unknown) => {
      report(error instanceof DOMException && error.name === 'TimeoutError' ? TRACKING_MESSAGES.settingsTimeout : TRACKING_MESSAGES.pageLoadId);
    });
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
    const options: PerformanceObserverInit & { durationThreshold?: number } = { type, buffered: true };
    if (type === 'event') options.durationThreshold = 40;
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe(options);
  } catch {
    // entry type not supported
  }
}

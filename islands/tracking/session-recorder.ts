/**
 * Our own session recorder (recording-provider.ts starts it): keeps the visit's events
 * (recorded-events.ts) and sends them to `POST /api/events/SessionRecording` with the recording
 * and session ids whenever the page is hidden or a batch is full. Loaded only when a recording starts.
 */
import { RECORDING_BATCH_MAX, RECORDING_EVENTS_PATH } from '../../domain/tracking/session-recording.js';
import { serverUrl } from '../shared/api-origin.js';
import { beacon } from './browser.js';
import { batches, targetPath, type RecordedEvent } from './recorded-events.js';
import type { Recording } from './recording.js';

export function recordSession(recording: Recording): void {
  const started = performance.now();
  const at = (): number => Math.round(performance.now() - started);
  let pending: RecordedEvent[] = [];
  const flush = (): void => {
    for (const events of batches(pending)) beacon(serverUrl(RECORDING_EVENTS_PATH), JSON.stringify({ recordingId: recording.id, sessionId: recording.sessionId, events }));
    pending = [];
  };
  const keep = (event: RecordedEvent): void => {
    pending.push(event);
    if (pending.length >= RECORDING_BATCH_MAX) flush();
  };
  keep({ type: 'page', at: 0, path: location.pathname, x: innerWidth, y: innerHeight });
  addEventListener('click', (event) => {
    keep({ type: 'click', at: at(), target: targetPath(event.target instanceof Element ? event.target : null), x: Math.round(event.clientX), y: Math.round(event.clientY) });
  }, { capture: true, passive: true });
  addEventListener('scrollend', () => keep({ type: 'scroll', at: at(), x: Math.round(scrollX), y: Math.round(scrollY) }), { passive: true });
  document.addEventListener('visibilitychange', () => {
    const hidden = document.visibilityState === 'hidden';
    keep({ type: 'visibility', at: at(), hidden });
    if (hidden) flush();
  });
  addEventListener('pagehide', flush);
}

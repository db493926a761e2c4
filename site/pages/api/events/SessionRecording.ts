// POST /api/events/SessionRecording — a batch of what our own session recorder saw (JSON or a
// beacon's text): recording id, session id, 1–100 events; stored. No crumb: a beacon on leaving.
import { sessionRecordingBody } from '../../../features/tracking/tracking-schemas.js';
import { trackingRoute } from '../../../features/tracking/tracking-route.js';

export const prerender = false;

export const POST = trackingRoute({ kind: 'events/SessionRecording', schema: sessionRecordingBody });

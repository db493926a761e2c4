// POST /api/census/RecordHit — form-encoded event, data (JSON string), ss_cvr; stored, never failing the page.
import { eventBody } from '../../../features/tracking/tracking-schemas.js';
import { trackingRoute } from '../../../features/tracking/tracking-route.js';

export const prerender = false;

export const POST = trackingRoute({ kind: 'census/RecordHit', schema: eventBody });

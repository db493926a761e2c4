// POST /api/events/RecordEvent — form-encoded crumb (from the cookie), event, data (JSON string); stored.
import { eventBody } from '../../../server/tracking-schemas.js';
import { trackingRoute } from '../../../server/tracking-route.js';

export const prerender = false;

export const POST = trackingRoute({ kind: 'events/RecordEvent', schema: eventBody, crumb: true });

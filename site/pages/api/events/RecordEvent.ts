// POST /api/events/RecordEvent — form-encoded crumb (from the cookie), event, data (JSON string); stored.
import { eventBody } from '../../../features/tracking/tracking-schemas.js';
import { trackingRoute } from '../../../features/tracking/tracking-route.js';

export const prerender = false;

export const POST = trackingRoute({ kind: 'events/RecordEvent', schema: eventBody, crumb: true });

// POST /api/v1/clanker/events — the event pipeline (001 §7): JSON (or JSON as text, a beacon) with
// eventSchemaName and eventContent (a JSON string) of a client-side tracking event; 202, stored as
// `v1/clanker/events`; 400 naming each wrong field (`eventContent.cart_id`), nothing stored.
import { eventPipelineBody } from '../../../../features/tracking/tracking-schemas.js';
import { trackingRoute } from '../../../../features/tracking/tracking-route.js';

export const prerender = false;

export const POST = trackingRoute({ kind: 'v1/clanker/events', schema: eventPipelineBody, status: 202 });

// POST /api/census/overlay — overlay data (JSON or form); stored.
import { censusBody } from '../../../server/tracking-schemas.js';
import { trackingRoute } from '../../../server/tracking-route.js';

export const prerender = false;

export const POST = trackingRoute({ kind: 'census/overlay', schema: censusBody });

// POST /api/census/overlay — overlay data (JSON or form); stored.
import { censusBody } from '../../../features/tracking/tracking-schemas.js';
import { trackingRoute } from '../../../features/tracking/tracking-route.js';

export const prerender = false;

export const POST = trackingRoute({ kind: 'census/overlay', schema: censusBody });

// POST /api/census/button-click — the visitor cookie and page fields (JSON or form); stored.
import { censusBody } from '../../../features/tracking/tracking-schemas.js';
import { trackingRoute } from '../../../features/tracking/tracking-route.js';

export const prerender = false;

export const POST = trackingRoute({ kind: 'census/button-click', schema: censusBody });

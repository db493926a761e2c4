// POST /api/census/button-render — the visitor cookie and page fields (JSON or form); stored.
import { censusBody } from '../../../server/tracking-schemas.js';
import { trackingRoute } from '../../../server/tracking-route.js';

export const prerender = false;

export const POST = trackingRoute({ kind: 'census/button-render', schema: censusBody });

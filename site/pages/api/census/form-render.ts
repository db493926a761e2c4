// POST /api/census/form-render — formId, visitorCookie, page fields; stored.
import { formRenderBody } from '../../../server/tracking-schemas.js';
import { trackingRoute } from '../../../server/tracking-route.js';

export const prerender = false;

export const POST = trackingRoute({ kind: 'census/form-render', schema: formRenderBody });

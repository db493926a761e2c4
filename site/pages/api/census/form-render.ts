// POST /api/census/form-render — formId, visitorCookie, page fields; stored.
import { formRenderBody } from '../../../features/tracking/tracking-schemas.js';
import { trackingRoute } from '../../../features/tracking/tracking-route.js';

export const prerender = false;

export const POST = trackingRoute({ kind: 'census/form-render', schema: formRenderBody });

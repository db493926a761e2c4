// POST /api/1/performance/records — a JSON array of records (app, event, pageLoadId, timestamp, data) sent by beacon or as text; 202, one record each.
import { performanceBody } from '../../../../features/tracking/tracking-schemas.js';
import { trackingRoute } from '../../../../features/tracking/tracking-route.js';

export const prerender = false;

export const POST = trackingRoute({ kind: '1/performance/records', schema: performanceBody, records: (records) => records, status: 202 });

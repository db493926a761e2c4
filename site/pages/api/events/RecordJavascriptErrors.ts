// POST /api/events/RecordJavascriptErrors — a list of events (event, data, timestamp), crumb header; one record per event.
import { javascriptErrorsBody } from '../../../features/tracking/tracking-schemas.js';
import { trackingRoute } from '../../../features/tracking/tracking-route.js';

export const prerender = false;

export const POST = trackingRoute({ kind: 'events/RecordJavascriptErrors', schema: javascriptErrorsBody, crumb: true, records: (events) => events });

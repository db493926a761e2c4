// POST /api/events/RecordJavascriptErrors — a list of events (event, data, timestamp), crumb header; one record per event.
import { javascriptErrorsBody } from '../../../server/tracking-schemas.js';
import { trackingRoute } from '../../../server/tracking-route.js';

export const prerender = false;

export const POST = trackingRoute({ kind: 'events/RecordJavascriptErrors', schema: javascriptErrorsBody, crumb: true, records: (events) => events });

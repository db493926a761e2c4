// POST /api/census/RecordQuickView/{id} — a quick view of item {id} (body optional); stored.
import { censusBody, quickViewId } from '../../../../features/tracking/tracking-schemas.js';
import { trackingRoute } from '../../../../features/tracking/tracking-route.js';
import { validate } from '../../../../edge/validate.js';

export const prerender = false;

export const POST = trackingRoute({
  kind: 'census/RecordQuickView',
  schema: censusBody,
  records: (fields, context) => [{ ...fields, itemId: validate(quickViewId, context.params['id'] ?? '') }],
});

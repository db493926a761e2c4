// POST /api/v1/clanker/validate-event-content/{schema} — checks an event's content (the JSON body)
// against the schema named, storing nothing: 200 `{ valid: true }`, or 400 naming each wrong field.
import { ApiError } from '../../../../../edge/api-error.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { readTrackingBody } from '../../../../../features/tracking/tracking-body.js';
import { takeTracking } from '../../../../../features/tracking/tracking-record.js';
import { checkEventContent, eventSchemaParam } from '../../../../../features/tracking/tracking-schemas.js';
import { validate } from '../../../../../edge/validate.js';

export const prerender = false;

export const POST = handle(async (context) => {
  await takeTracking(context);
  const schema = validate(eventSchemaParam, context.params['schema'] ?? '');
  const checked = checkEventContent(schema, await readTrackingBody(context.request));
  if (!checked.ok) {
    const issues = checked.issues.map((issue) => ({ path: issue.path.length > 0 ? issue.path.join('.') : 'body', message: issue.message }));
    throw new ApiError(400, 'invalid-input', [...new Set(issues.map((i) => i.message))].join(' '), issues);
  }
  return jsonResponse({ valid: true, schema });
});

// POST /api/rest/forms/validate/{formId} {fieldId: value, …} → {valid: true}, or 400
// {error, message, code: "invalid-fields", errors: {fieldId: message}}. Changes nothing.
import type { APIRoute } from 'astro';
import { formNotFound, formsHandle } from '../../../../../features/forms/forms-handle.js';
import { checkedOrRefused } from '../../../../../features/forms/forms-check.js';
import { findForm } from '../../../../../features/forms/forms-registry.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { takeWriteLimit } from '../../../../../edge/rate-limit.js';
import { readJsonBody } from '../../../../../edge/request-body.js';
import { objectBody, validate } from '../../../../../edge/validate.js';

export const prerender = false;

export const POST: APIRoute = formsHandle(async (context) => {
  await takeWriteLimit(context);
  const form = await findForm(context.params['formId'] ?? '');
  if (!form) throw formNotFound();
  const body = await readJsonBody(context.request);
  if (!body.ok) throw body.error;
  const answers = validate(objectBody, body.value);
  checkedOrRefused(form, answers);
  return jsonResponse({ valid: true });
});

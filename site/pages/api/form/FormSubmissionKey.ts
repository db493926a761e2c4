// POST /api/form/FormSubmissionKey (empty body, cookies and crumb) → {key}: a one-time key for
// one submission (SaveFormSubmission uses it up).
import type { APIRoute } from 'astro';
import { issueFormSubmissionKey } from '../../../db/index.js';
import { formsHandle } from '../../../features/forms/forms-handle.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { stateChange } from '../../../edge/state-change.js';
import { apiStore } from '../../../server/store.js';

export const prerender = false;

export const POST: APIRoute = formsHandle(async (context) => {
  const { visitorId } = await stateChange(context, undefined);
  const key = await issueFormSubmissionKey(await apiStore(), visitorId);
  return jsonResponse({ key });
});

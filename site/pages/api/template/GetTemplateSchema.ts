// GET /api/template/GetTemplateSchema?type=form[&formId=…] → {form} or {forms: […]}: the site's
// forms as a page renders them (fields, messages, captcha settings).
import type { APIRoute } from 'astro';
import { ApiError } from '../../../edge/api-error.js';
import { formNotFound, formsHandle } from '../../../features/forms/forms-handle.js';
import { allForms, findForm, publicForm } from '../../../features/forms/forms-registry.js';
import { jsonResponse } from '../../../edge/json-response.js';

export const prerender = false;

export const GET: APIRoute = formsHandle(async ({ url }) => {
  const type = url.searchParams.get('type');
  if (type !== 'form') {
    throw new ApiError(400, 'invalid-input', 'type must be "form".', [{ path: 'type', message: 'Only form schemas are served.' }]);
  }
  const formId = url.searchParams.get('formId');
  if (formId === null) return jsonResponse({ forms: (await allForms()).map(publicForm) });
  const form = await findForm(formId);
  if (!form) throw formNotFound();
  return jsonResponse({ form: publicForm(form) });
});

// GET /api/admin/forms/{formId}/definition → FormDefinitionAnswer: the form as the builder edits
// it and the version of the page part holding it (content area, read).
// PUT /api/admin/forms/{formId}/definition {expectedVersion, form} → FormDefinitionAnswer: saves
// the form into its page part (content area, write). 400 names each wrong property
// (`form.fields.3.options.1`), 409 `stale-version` when the page changed since; nothing stored then.
// DELETE ?expectedVersion= → {deleted, pageUrl}: removes the form from its page (409 when stale);
// the form is kept as deleted with its submissions (content area, write).
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { formSaveSchema } from '../../../../../../domain/admin/forms/form-model.js';
import { readFormDefinition, saveFormDefinition } from '../../../../../admin/forms/form-definition.js';
import { deleteForm } from '../../../../../admin/forms/form-lifecycle.js';
import { expectedVersionQuery } from '../../../../../admin/content/requests.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}).strict(), 'content');
  return jsonResponse(await readFormDefinition(store, context.params['formId'] ?? ''), 200, { 'cache-control': 'no-store' });
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, formSaveSchema, 'content');
  return jsonResponse(await saveFormDefinition(store, context.params['formId'] ?? '', input.form, input.expectedVersion, session.user.email));
});

export const DELETE: APIRoute = handle(async (context) => {
  const { store, session } = await merchantChange(context, undefined, 'content');
  return jsonResponse(await deleteForm(store, context.params['formId'] ?? '', expectedVersionQuery(context), session.user.email));
});

// GET /api/admin/forms → {forms: FormSummary[], pages: FormPage[]}: the site's forms (and deleted
// ones whose submissions are kept), their answer columns and how many submissions each has, and
// the pages a new form may be placed on (content area, read).
// POST /api/admin/forms {name, pageId} → 201 FormDefinitionAnswer: a new form on that page, saved
// into its page part like any form save (content area, write; 409 when the page changed meanwhile).
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { formCreateSchema } from '../../../../../domain/admin/forms/form-model.js';
import { createForm, formPages } from '../../../../admin/forms/form-lifecycle.js';
import { formSummaries } from '../../../../admin/forms/form-summaries.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}).strict(), 'content');
  const [forms, pages] = await Promise.all([formSummaries(store), formPages(store)]);
  return jsonResponse({ forms, pages }, 200, { 'cache-control': 'no-store' });
});

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, formCreateSchema, 'content');
  return jsonResponse(await createForm(store, input, session.user.email), 201);
});

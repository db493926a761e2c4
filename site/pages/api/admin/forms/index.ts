// GET /api/admin/forms → {forms: FormSummary[]}: the site's forms, their answer columns and how
// many submissions each has (content area, read).
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { formSummaries } from '../../../../admin/forms/form-summaries.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}).strict(), 'content');
  return jsonResponse({ forms: await formSummaries(store) }, 200, { 'cache-control': 'no-store' });
});

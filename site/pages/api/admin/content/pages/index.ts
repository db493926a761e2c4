// GET /api/admin/content/pages → { pages, templates }; POST { value: PageInput } creates a page
// (201, the PageView) from one of the site folder's page templates.
import type { APIRoute } from 'astro';
import { pageSchema } from '../../../../../../domain/admin/content/page.js';
import { createPage, listPages } from '../../../../../admin/content/pages.js';
import { CONTENT_BODY_BYTES, createBody, noQuery } from '../../../../../admin/content/requests.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, noQuery, 'content');
  return jsonResponse(await listPages(store));
});

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, createBody(pageSchema), 'content', CONTENT_BODY_BYTES);
  return jsonResponse(await createPage(store, input.value, session.user.email), 201);
});

// GET /api/admin/templates/context?url=/blog → the JSON context the page's main template
// receives (as `?format=json`), with the platform values under `squarespace`: the editor
// completes data paths from it.
import type { APIRoute } from 'astro';
import { previewContextSchema } from '../../../../../domain/admin/templates.js';
import { previewContext } from '../../../../admin/templates/template-preview.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { input } = await merchantRead(context, previewContextSchema, 'templates');
  return jsonResponse(await previewContext(context.url.origin, input.url, context.cookies));
});

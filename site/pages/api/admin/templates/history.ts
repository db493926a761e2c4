// GET /api/admin/templates/history?path=… → TemplateHistoryEntry[]: the kept published versions, newest first.
import type { APIRoute } from 'astro';
import { templateQuerySchema } from '../../../../../domain/admin/templates.js';
import { templateHistory } from '../../../../admin/templates/template-files.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, input } = await merchantRead(context, templateQuerySchema, 'templates');
  return jsonResponse(await templateHistory(store, input.path));
});

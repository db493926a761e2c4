// POST /api/admin/templates/preview {path, source, url} → TemplatePreview: the page at `url`
// rendered with the draft laid over the folder (`{ok: true, html}`), or the draft's errors at
// line and column (`{ok: false, errors}`). Nothing is stored; read access to templates suffices.
import type { APIRoute } from 'astro';
import { templatePreviewSchema } from '../../../../../domain/admin/templates.js';
import { templateCall } from '../../../../admin/templates/template-call.js';
import { previewDraft } from '../../../../admin/templates/template-preview.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { store, input } = await templateCall(context, templatePreviewSchema, 'preview');
  return jsonResponse(await previewDraft(store, input.path, input.source, context.url.origin, input.url, context.cookies));
});

// POST /api/admin/design/preview {values, url} → DesignPreview: the page at `url` rendered with
// the draft values compiled into its stylesheet and body classes (`{ok: true, html}`); 400 naming
// each wrong value. Nothing is stored; read access to design suffices.
import type { APIRoute } from 'astro';
import { designPreviewSchema } from '../../../../../domain/design/design-api.js';
import { designPreviewCall } from '../../../../admin/design/design-call.js';
import { previewDesign } from '../../../../admin/design/design-preview.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { input } = await designPreviewCall(context, designPreviewSchema);
  return jsonResponse(await previewDesign(input.values, context.url.origin, input.url, context.cookies));
});

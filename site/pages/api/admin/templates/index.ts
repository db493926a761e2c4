// GET /api/admin/templates → TemplateList: the site folder's templates (path, kind, published
// version, whether a published version is served) and a page of the site each one renders.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import type { TemplateList } from '../../../../../domain/admin/templates.js';
import { previewUrls } from '../../../../admin/templates/preview-urls.js';
import { listTemplates } from '../../../../admin/templates/template-files.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { siteContent } from '../../../../server/store.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}), 'templates');
  const [files, snapshot] = await Promise.all([listTemplates(store), siteContent()]);
  const list: TemplateList = { files, previewUrls: previewUrls(snapshot.content) };
  return jsonResponse(list);
});

// GET /api/admin/templates/file?path=collections/blog.list → TemplateFile (source and version).
// PUT /api/admin/templates/file {path, expectedVersion, source} → TemplateFile: publishes the
// template when the folder compiles with it (400 `template-errors` with `errors` at line and
// column otherwise, nothing stored); 409 `stale-version` when someone published in between.
import type { APIRoute } from 'astro';
import { templateQuerySchema, templateSaveSchema } from '../../../../../domain/admin/templates.js';
import { templateCall, withTemplateProblems } from '../../../../admin/templates/template-call.js';
import { readTemplate, saveTemplate } from '../../../../admin/templates/template-files.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, input } = await merchantRead(context, templateQuerySchema, 'templates');
  return jsonResponse(await readTemplate(store, input.path));
});

export const PUT: APIRoute = handle((context) =>
  withTemplateProblems(async () => {
    const { store, session, input } = await templateCall(context, templateSaveSchema, 'publish');
    return jsonResponse(await saveTemplate(store, input, session.user.email));
  }),
);

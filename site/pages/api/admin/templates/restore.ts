// POST /api/admin/templates/restore {path, version, expectedVersion} → TemplateFile: publishes a
// kept version again as the newest (checked as any save: 400 with its errors, 409 when stale,
// 404 when that version is no longer kept).
import type { APIRoute } from 'astro';
import { templateRestoreSchema } from '../../../../../domain/admin/templates.js';
import { templateCall, withTemplateProblems } from '../../../../admin/templates/template-call.js';
import { restoreTemplate } from '../../../../admin/templates/template-files.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';

export const prerender = false;

export const POST: APIRoute = handle((context) =>
  withTemplateProblems(async () => {
    const { store, session, input } = await templateCall(context, templateRestoreSchema, 'publish');
    return jsonResponse(await restoreTemplate(store, input.path, input.version, input.expectedVersion, session.user.email));
  }),
);

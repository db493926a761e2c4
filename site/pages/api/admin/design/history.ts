// GET /api/admin/design/history → DesignHistoryEntry[]: the kept saved versions, newest first
// (area design, read). `?saved=<version>` is the screen's way to read it again after a save; ignored here.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { designHistory } from '../../../../admin/design/design-settings.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({ saved: z.string().regex(/^\d+$/, 'saved must be a version number.').optional() }).strict(), 'design');
  return jsonResponse(await designHistory(store));
});

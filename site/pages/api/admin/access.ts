// GET /api/admin/access → AccessView (the site's lock and each page's and collection's password,
// never the passwords); PUT {scope, password} locks (or sets a new password: every visitor's access
// to it ends); DELETE {scope} unlocks. Area `settings`. 400 naming the field, 404 unknown page.
import type { APIRoute } from 'astro';
import { clearLockSchema, setLockSchema } from '../../../../domain/admin/access/access-view.js';
import { isAccessScope } from '../../../../domain/site-access/access.js';
import { accessView, clearLock, setLock } from '../../../admin/access/access.js';
import { noQuery } from '../../../admin/content/requests.js';
import { QueueFullError } from '../../../db/index.js';
import { ApiError } from '../../../edge/api-error.js';
import { handle } from '../../../edge/handle.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../features/accounts/merchant-guard.js';

export const prerender = false;

const unknownLock = (): ApiError => new ApiError(400, 'invalid-input', 'The lock is not known.', [{ path: 'scope', message: 'The lock is not known.' }]);

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, noQuery, 'settings');
  return jsonResponse(await accessView(store));
});

export const PUT: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, setLockSchema, 'settings');
  if (!isAccessScope(input.scope)) throw unknownLock();
  const view = await setLock(store, input.scope, input.password).catch((error: unknown) => {
    if (error instanceof QueueFullError) throw new ApiError(503, 'busy', 'The server is busy. Please try again in a few seconds.', [], { 'retry-after': '1' });
    throw error;
  });
  return jsonResponse(view);
});

export const DELETE: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, clearLockSchema, 'settings');
  if (!isAccessScope(input.scope)) throw unknownLock();
  return jsonResponse(await clearLock(store, input.scope));
});

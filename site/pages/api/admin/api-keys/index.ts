// GET /api/admin/api-keys → {apiKeys: [{id, name, scope, prefix, created, lastUsed}]} (never the
// key); POST {name, scope} → 201 {apiKey, secret}: the key in full, this once. Area `settings`;
// creating one needs the password confirmed in the last 5 minutes (403 `reauth-required`).
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { createApiKeySchema, MAX_API_KEYS } from '../../../../../domain/admin/api-keys.js';
import { countApiKeys, createApiKey, listApiKeys } from '../../../../db/index.js';
import { ApiError } from '../../../../edge/api-error.js';
import { AUDIT_ACTIONS, describeAudit } from '../../../../features/accounts/audit.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { requireRecentAuth } from '../../../../features/accounts/recent-auth.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}).strict(), 'settings');
  return jsonResponse({ apiKeys: await listApiKeys(store) });
});

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, createApiKeySchema, 'settings');
  requireRecentAuth(session);
  if ((await countApiKeys(store)) >= MAX_API_KEYS) {
    throw new ApiError(409, 'too-many-keys', `A site may have at most ${String(MAX_API_KEYS)} API keys. Delete one you no longer use first.`);
  }
  const created = await createApiKey(store, { name: input.name, scope: input.scope, createdBy: session.user.email });
  describeAudit(context, { action: AUDIT_ACTIONS.apiKeyCreated, target: `${created.apiKey.name} (${created.apiKey.scope}, ${created.apiKey.prefix}…)` });
  return jsonResponse(created, 201);
});

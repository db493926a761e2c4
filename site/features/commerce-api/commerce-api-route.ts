/**
 * A Commerce API endpoint: the key's checks (api-key-auth.ts), then the endpoint; every refusal
 * answers JSON through `handle`. Pages carry `pagination: {hasNextPage, nextPageCursor,
 * nextPageUrl}`, the URL keeping the call's filters.
 */
import type { APIContext, APIRoute } from 'astro';
import type { ApiKeySummary } from '../../../domain/admin/api-keys.js';
import { InvalidCursorError, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { handle } from '../../edge/handle.js';
import { expectedOrigin, originFacts } from '../../edge/request-origin.js';
import { authenticate } from './api-key-auth.js';

export interface CommerceCall {
  store: Store;
  apiKey: ApiKeySummary;
}

export function commerceApi(access: 'read' | 'write', endpoint: (context: APIContext, call: CommerceCall) => Promise<Response>): APIRoute {
  return handle(async (context) => {
    const call = await authenticate(context, access);
    try {
      return await endpoint(context, call);
    } catch (error) {
      if (error instanceof InvalidCursorError) throw new ApiError(400, 'invalid-cursor', error.message, [{ path: 'cursor', message: error.message }]);
      throw error;
    }
  });
}

export interface Pagination {
  hasNextPage: boolean;
  nextPageCursor: string | null;
  nextPageUrl: string | null;
}

export function pagination(context: APIContext, page: { hasNextPage: boolean; nextPageCursor: string | null }): Pagination {
  if (!page.hasNextPage || page.nextPageCursor === null) return { hasNextPage: false, nextPageCursor: null, nextPageUrl: null };
  const url = new URL(context.url.pathname, expectedOrigin(originFacts(context)) ?? context.url.origin);
  for (const [name, value] of context.url.searchParams) if (name !== 'cursor') url.searchParams.set(name, value);
  url.searchParams.set('cursor', page.nextPageCursor);
  return { hasNextPage: true, nextPageCursor: page.nextPageCursor, nextPageUrl: url.toString() };
}

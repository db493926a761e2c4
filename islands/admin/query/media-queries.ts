/**
 * The media library's lists (`GET /api/admin/media?kind=&q=`, read page by page: one cache entry
 * per kind and search, the server filtering), and what an upload does to them: every list of the library, of whatever
 * kind, is read again, so a file uploaded in one picker shows in the Media screen and in the
 * other pickers without a reload (an upload is a multipart `fetch`, not an admin call that marks
 * everything stale by itself).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api.js';
import { pathOf } from './endpoint.js';
import { ADMIN_QUERY_ROOT } from './query-client.js';

const LIBRARY_PATH = pathOf(api.mediaPage, { kind: undefined, q: '', cursor: null });

/** Whether a cache key is one of the library's lists (`/api/admin/media`, with or without `?kind=` or `?q=`). */
export function isMediaListKey(key: readonly unknown[]): boolean {
  const path = key[1];
  return key[0] === ADMIN_QUERY_ROOT && typeof path === 'string' && (path === LIBRARY_PATH || path.startsWith(`${LIBRARY_PATH}?`));
}

/** Marks every list of the library stale (those on screen are read again at once, every page shown, from the first: a new file comes first). */
export function useMediaUploaded(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ predicate: (query) => isMediaListKey(query.queryKey) }), [client]);
}

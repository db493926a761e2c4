/**
 * Reading one admin call through the app's query cache, as a `Resource` (loading, error with
 * its retry, ready). `reload()` drops what is cached and shows loading at once, so no frame after
 * the click still shows the answer being replaced. While the screen holds unsaved work the data
 * it was based on stays as it is (a newer answer read in the background waits until the work is
 * saved or dropped), so an edit is never swapped under the person and a save still names the
 * version it was based on (a change made meanwhile answers 409).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useReload } from './use-reload.js';
import { adminRequest, failureMessage } from '../admin-api.js';
import { hasUnsavedWork } from '../ui/unsaved-work.js';
import type { Endpoint } from './endpoint.js';
import { ADMIN_QUERY_ROOT } from './query-client.js';

export type Resource<T> =
  | { status: 'loading'; reload: () => void }
  | { status: 'error'; message: string; httpStatus: number; reload: () => void }
  | { status: 'ready'; data: T; reload: () => void; replace: (data: T) => void };

/** A refused or failed read, as the query cache carries it. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

export const queryKeyOf = (path: string): readonly [string, string] => [ADMIN_QUERY_ROOT, path];

export interface QueryOptions {
  /** False: wait (the resource stays loading). */
  enabled?: boolean;
}

/** The parameters, then the options: `useApiQuery(api.overview)`, `useApiQuery(api.page, { id })`. */
export type QueryArgs<P> = [P] extends [void] ? [] | [undefined, QueryOptions] : [P] | [P, QueryOptions];

/** Reads `endpoint` with its parameters through the cache. */
export function useApiQuery<P, B, A>(endpoint: Endpoint<P, B, A>, ...args: QueryArgs<P>): Resource<A> {
  const [params, options = {}] = args as [P, QueryOptions?];
  const path = endpoint.path(params);
  const client = useQueryClient();
  const queryKey = useMemo(() => queryKeyOf(path), [path]);
  const query = useQuery({
    queryKey,
    enabled: options.enabled ?? true,
    queryFn: async ({ signal }) => {
      const result = await adminRequest<A>(path, { signal });
      if (!result.ok) throw new ApiFailure(failureMessage(result), result.status);
      return result.data;
    },
  });
  const { reload, reloading } = useReload(queryKey, query);
  const replace = useCallback((data: A) => client.setQueryData(queryKey, data), [client, queryKey]);
  const shown = useRef<{ path: string; data: A } | undefined>(undefined);
  if (reloading) {
    shown.current = undefined;
    return { status: 'loading', reload };
  }
  if (query.data !== undefined) {
    const kept = shown.current?.path === path && hasUnsavedWork() ? shown.current.data : query.data;
    shown.current = { path, data: kept };
    return { status: 'ready', data: kept, reload, replace };
  }
  if (query.status === 'error') {
    const failure = query.error instanceof ApiFailure ? query.error : new ApiFailure(query.error.message, 0);
    return { status: 'error', message: failure.message, httpStatus: failure.httpStatus, reload };
  }
  return { status: 'loading', reload };
}

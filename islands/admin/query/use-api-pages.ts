/**
 * A list read page by page with the calls' cursor (`hasNextPage`, `nextPageCursor`), through the
 * app's query cache: the first page on mount, `more()` for the next, `reload()` from the start
 * (loading at once). `answers` are the pages' whole answers, for what they carry besides rows.
 * With `keepWhileChanging`, new params (another filter or search) keep the rows shown, marked
 * `changing`, until their first page arrives, instead of loading from nothing.
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useReload } from './use-reload.js';
import { adminRequest, failureMessage } from '../admin-api.js';
import type { Endpoint } from './endpoint.js';
import { queryKeyOf, ApiFailure } from './use-api-query.js';

export interface PageAnswer<T> {
  items: T[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

export interface Paged<T> {
  items: T[];
  status: 'loading' | 'ready' | 'error';
  error: string;
  hasMore: boolean;
  /** The rows shown are those of the params before, kept while the new params' first page is read. */
  changing: boolean;
  more: () => void;
  reload: () => void;
}

export function useApiPages<P extends { cursor: string | null }, B, A, Row>(
  endpoint: Endpoint<P, B, A>,
  params: Omit<P, 'cursor'>,
  pageOf: (answer: A) => PageAnswer<Row>,
  options: { keepWhileChanging?: boolean } = {},
): Paged<Row> & { answers: A[] } {
  const firstPath = endpoint.path({ ...params, cursor: null } as P);
  const queryKey = useMemo(() => [...queryKeyOf(firstPath), 'pages'] as const, [firstPath]);
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const result = await adminRequest<A>(endpoint.path({ ...params, cursor: pageParam } as P), { signal });
      if (!result.ok) throw new ApiFailure(failureMessage(result), result.status);
      return result.data;
    },
    getNextPageParam: (last) => {
      const page = pageOf(last);
      return page.hasNextPage && page.nextPageCursor !== null ? page.nextPageCursor : undefined;
    },
    placeholderData: options.keepWhileChanging === true ? keepPreviousData : undefined,
  });
  const { reload, reloading } = useReload(queryKey, query);
  const answers = reloading ? [] : (query.data?.pages ?? []);
  const failed = query.status === 'error' || query.isFetchNextPageError;
  return {
    answers,
    items: answers.flatMap((answer) => pageOf(answer).items),
    status: reloading ? 'loading' : failed ? 'error' : query.status === 'pending' || query.isFetchingNextPage ? 'loading' : 'ready',
    error: query.error ? query.error.message : '',
    hasMore: query.hasNextPage && !query.isPlaceholderData,
    changing: query.isPlaceholderData,
    more: () => void query.fetchNextPage(),
    reload,
  };
}

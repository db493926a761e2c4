/**
 * A list read page by page with a cursor: the first page on mount, `more()` for the next while
 * `hasNextPage` holds, `reload()` from the start. Loading, error and exhausted states included.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../shared/api-request.js';
import { failureMessage } from '../admin-api.js';
import type { PageAnswer, Paged } from '../query/use-api-pages.js';

export type { PageAnswer, Paged };

/** @deprecated Uncached: left for the Orders screen (`orders/**`) until it moves to `useApiPages` (query/use-api-pages.ts). */
export function usePaged<T>(fetchPage: (cursor: string | null) => Promise<ApiResult<PageAnswer<T>>>): Paged<T> {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<Paged<T>['status']>('loading');
  const [error, setError] = useState('');
  const [cursor, setCursor] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const generation = useRef(0);

  const load = useCallback(
    async (from: string | null, append: boolean) => {
      const mine = ++generation.current;
      setStatus('loading');
      const result = await fetchPage(from);
      if (mine !== generation.current) return;
      if (!result.ok) {
        setStatus('error');
        setError(failureMessage(result));
        return;
      }
      setItems((prev) => (append ? [...prev, ...result.data.items] : result.data.items));
      setCursor(result.data.nextPageCursor);
      setHasMore(result.data.hasNextPage && result.data.nextPageCursor !== null);
      setStatus('ready');
    },
    [fetchPage],
  );

  useEffect(() => {
    void load(null, false);
  }, [load]);

  return {
    items,
    status,
    error,
    hasMore,
    more: () => void load(cursor, true),
    reload: () => void load(null, false),
  };
}

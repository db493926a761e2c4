import { useCallback, useEffect, useState } from 'react';
import { adminRequest, failureMessage } from '../admin-api.js';
import type { Resource } from '../query/use-api-query.js';

export type { Resource };

/**
 * Reads an admin call's answer; `path` null waits. A new path or `reload()` reads again.
 * @deprecated Uncached: left for the Store (`store/**`) and Orders (`orders/**`) screens until
 * they move to `useApiQuery` (query/use-api-query.ts); new screens use that.
 */
export function useResource<T>(path: string | null): Resource<T> {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; message: string; httpStatus: number } | { status: 'ready'; data: T }>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // Loading is shown at once, so no frame after the click still shows the answer being replaced.
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setRound((r) => r + 1);
  }, []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    adminRequest<T>(path, { signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        setState(result.ok ? { status: 'ready', data: result.data } : { status: 'error', message: failureMessage(result), httpStatus: result.status });
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
      });
    return () => controller.abort();
  }, [path, round]);
  if (state.status === 'ready') return { ...state, reload, replace };
  return { ...state, reload };
}

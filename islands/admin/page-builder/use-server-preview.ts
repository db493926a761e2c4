/**
 * The server's rendering of what is being edited (a layout, a slide), asked again a moment after
 * the last change; a request still running when the value changes again is aborted. The last
 * answer stays shown while the next is on its way.
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../shared/api-request.js';
import { failureMessage } from '../admin-api.js';

export const PREVIEW_DELAY_MS = 400;

export interface ServerPreview<P> {
  preview: P | undefined;
  loading: boolean;
  error: string | undefined;
}

export function useServerPreview<T, P>(value: T, ask: (value: T, signal: AbortSignal) => Promise<ApiResult<P>>): ServerPreview<P> {
  const [state, setState] = useState<ServerPreview<P>>({ preview: undefined, loading: true, error: undefined });
  const askRef = useRef(ask);
  askRef.current = ask;
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      void askRef.current(value, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) setState({ preview: result.data, loading: false, error: undefined });
        else setState((s) => ({ ...s, loading: false, error: failureMessage(result) }));
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);
  return state;
}

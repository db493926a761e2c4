/**
 * The server's rendering of the layout being edited (`POST …/preview`): each block's HTML for the
 * canvas and the whole page for the preview frame. Asked again a moment after the last change;
 * a request still running when the layout changes again is aborted. The last answer stays shown
 * while the next is on its way.
 */
import { useEffect, useState } from 'react';
import type { Layout } from '../../../domain/layout/layout.js';
import type { LayoutPreview } from '../../../domain/layout/layout-api.js';
import { failureMessage } from '../admin-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';

export const PREVIEW_DELAY_MS = 400;

export interface PreviewState {
  preview: LayoutPreview | undefined;
  loading: boolean;
  error: string | undefined;
}

export function useLayoutPreview(owner: string, layout: Layout): PreviewState {
  const [state, setState] = useState<PreviewState>({ preview: undefined, loading: true, error: undefined });
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      void callApi(api.previewLayout, { owner }, { layout }, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) setState({ preview: result.data, loading: false, error: undefined });
        else setState((s) => ({ ...s, loading: false, error: failureMessage(result) }));
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [owner, layout]);
  return state;
}

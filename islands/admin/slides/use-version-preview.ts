/** A kept published version of the slide, drawn by the server as it was kept (none asked: undefined). */
import { useEffect, useState } from 'react';
import { failureMessage } from '../admin-api.js';
import type { FramedPage } from '../page-builder/PagePreview.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';

export function useVersionPreview(owner: string, version: number | undefined): FramedPage | undefined {
  const [state, setState] = useState<FramedPage>({ preview: undefined, error: undefined });
  useEffect(() => {
    if (version === undefined) return;
    const controller = new AbortController();
    setState({ preview: undefined, error: undefined });
    void callApi(api.previewSlideVersion, { owner }, { version }, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? { preview: result.data, error: undefined } : { preview: undefined, error: failureMessage(result) });
    });
    return () => controller.abort();
  }, [owner, version]);
  return version === undefined ? undefined : state;
}

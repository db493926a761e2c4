/**
 * A kept published version of a layout or a slide, drawn by the server as it was kept, shown in
 * the preview frame in place of the draft until "Back to the draft" (the draft itself unchanged).
 */
import { useEffect, useState } from 'react';
import type { VersionPreviewRequest } from '../../../domain/layout/layout-api.js';
import { failureMessage } from '../admin-api.js';
import { callApi, type Endpoint } from '../query/endpoint.js';
import type { FramedPage } from './PagePreview.js';

export interface VersionPreview {
  /** The version shown instead of the draft (undefined: the draft is shown). */
  version: number | undefined;
  /** Its page as the server drew it (undefined while the draft is shown). */
  state: FramedPage | undefined;
  show: (version: number) => void;
  back: () => void;
}

export function useVersionPreview(
  endpoint: Endpoint<{ owner: string }, VersionPreviewRequest, { page: string }>,
  owner: string,
  say: (notice: string) => void,
): VersionPreview {
  const [version, setVersion] = useState<number | undefined>();
  const [state, setState] = useState<FramedPage>({ preview: undefined, error: undefined });
  useEffect(() => {
    if (version === undefined) return;
    const controller = new AbortController();
    setState({ preview: undefined, error: undefined });
    void callApi(endpoint, { owner }, { version }, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? { preview: result.data, error: undefined } : { preview: undefined, error: failureMessage(result) });
    });
    return () => controller.abort();
  }, [endpoint, owner, version]);
  return {
    version,
    state: version === undefined ? undefined : state,
    show: (shown) => {
      setVersion(shown);
      say(`The preview shows published version ${String(shown)}.`);
    },
    back: () => {
      setVersion(undefined);
      say('The preview shows the draft.');
    },
  };
}

/**
 * The server's rendering of the layout being edited (`POST …/preview`): each block's HTML for the
 * canvas and the whole page for the preview frame (use-server-preview.ts: asked a moment after the
 * last change, the last answer kept while the next comes).
 */
import type { Layout } from '../../../domain/layout/layout.js';
import type { LayoutPreview } from '../../../domain/layout/layout-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { useServerPreview, type ServerPreview } from './use-server-preview.js';

export { PREVIEW_DELAY_MS } from './use-server-preview.js';

export type PreviewState = ServerPreview<LayoutPreview>;

export function useLayoutPreview(owner: string, layout: Layout): PreviewState {
  return useServerPreview(layout, (value, signal) => callApi(api.previewLayout, { owner }, { layout: value }, signal));
}

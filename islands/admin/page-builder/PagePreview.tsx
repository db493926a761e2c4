/** The whole page as visitors will see it with this layout, in a sandboxed frame (no scripts) at a phone's and a desktop's width. */
import type { ReactNode } from 'react';

export const PREVIEW_WIDTHS = [390, 1280] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

/** What the frame shows: the server's page (a layout's, a slide's) or why it could not be drawn. */
export interface FramedPage {
  preview: { page: string } | undefined;
  error: string | undefined;
}

export interface PagePreviewProps {
  state: FramedPage;
  width: PreviewWidth;
  onWidth: (w: PreviewWidth) => void;
  /** What is shown, when not the draft being edited ("Version 2"). */
  title?: string;
  /** Under the title: what leads back to the draft. */
  children?: ReactNode;
}

export function PagePreview({ state, width, onWidth, title = 'Preview', children }: PagePreviewProps) {
  return (
    <section className="pb-page-preview" aria-labelledby="pb-page-preview-title">
      <h2 id="pb-page-preview-title">{title}</h2>
      {children}
      <div role="group" aria-label="Preview width">
        {PREVIEW_WIDTHS.map((w) => (
          <button key={w} type="button" className="admin-button" aria-pressed={w === width} onClick={() => onWidth(w)}>
            {w === 390 ? 'Phone' : 'Desktop'} ({w} px)
          </button>
        ))}
      </div>
      {state.error && (
        <p className="admin-error" role="alert">
          Unable to load preview: {state.error}
        </p>
      )}
      {state.preview ? (
        <div className="pb-frame-scroll" tabIndex={0} role="region" aria-label={`Preview frame, ${String(width)} px wide`}>
          <iframe title={`Preview of the page at ${String(width)} px`} sandbox="" srcDoc={state.preview.page} width={width} height={720} style={{ width: `${String(width)}px` }} />
        </div>
      ) : (
        !state.error && <p role="status">Loading the preview…</p>
      )}
    </section>
  );
}

/** The preview frame of a layout or a slide: the draft being edited, or a kept published version with the way back to the draft. */
import { PagePreview, type FramedPage, type PreviewWidth } from './PagePreview.js';
import type { VersionPreview } from './use-version-preview.js';

export interface DraftPreviewProps {
  draft: FramedPage;
  kept: VersionPreview;
  width: PreviewWidth;
  onWidth: (w: PreviewWidth) => void;
}

export function DraftPreview({ draft, kept, width, onWidth }: DraftPreviewProps) {
  if (kept.version === undefined || !kept.state) return <PagePreview state={draft} width={width} onWidth={onWidth} />;
  return (
    <PagePreview state={kept.state} width={width} onWidth={onWidth} title={`Preview of version ${String(kept.version)}`}>
      <p>
        Published version {kept.version} as it was kept, not the draft; the draft is unchanged.{' '}
        <button type="button" className="admin-button" onClick={kept.back}>Back to the draft</button>
      </p>
    </PagePreview>
  );
}

/** Below the editor of a versioned draft (a layout, a slide): the preview frame at the chosen width, the published versions kept, and the discard confirmation. */
import { useState } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { DraftHistory, type DraftHistoryProps } from './DraftHistory.js';
import { DraftPreview } from './DraftPreview.js';
import type { FramedPage, PreviewWidth } from './PagePreview.js';
import type { DraftActions } from './use-draft-actions.js';
import type { VersionPreview } from './use-version-preview.js';

export interface DraftReviewProps {
  preview: FramedPage;
  kept: VersionPreview;
  history: DraftHistoryProps['history'];
  canWrite: boolean;
  actions: DraftActions;
  /** What the draft is, in the discard confirmation ("layout", "slide"). */
  noun: string;
}

export function DraftReview({ preview, kept, history, canWrite, actions, noun }: DraftReviewProps) {
  const [width, setWidth] = useState<PreviewWidth>(1280);
  return (
    <>
      <DraftPreview draft={preview} kept={kept} width={width} onWidth={setWidth} />
      <DraftHistory history={history} canWrite={canWrite} onRestore={(version) => void actions.restore(version)} kept={kept} />
      <ConfirmDialog open={actions.asking} title="Discard the draft?" confirmLabel="Discard the draft" danger onCancel={() => actions.setAsking(false)} onConfirm={() => void actions.discard()}>
        <p>The {noun} goes back to the published one; the changes since it was published are dropped.</p>
      </ConfirmDialog>
    </>
  );
}

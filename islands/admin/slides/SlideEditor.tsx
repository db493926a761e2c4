/**
 * The slide editor of one owner (a cover page, the lock screen, the popup overlay): the slices to
 * add, the 3×3 grid of positions, the side panel of the selected slice (its content, its position)
 * or of the background, undo/redo, the autosave's status (a 409 keeps the work and asks), save,
 * publish, discard, the preview at a phone's and a desktop's width, and the history of published
 * versions (each previewed, and restored as the draft).
 */
import { useMemo, useState } from 'react';
import type { SlideSliceName, SlidePosition } from '../../../domain/layout/slide.js';
import type { SlideView } from '../../../domain/layout/slide-api.js';
import { DraftActionError } from '../page-builder/DraftActionError.js';
import { DraftStatusView } from '../page-builder/DraftStatusView.js';
import { useUndoKeys } from '../page-builder/use-undo-keys.js';
import { useDraftActions } from '../page-builder/use-draft-actions.js';
import { DraftReview } from '../page-builder/DraftReview.js';
import { useServerPreview } from '../page-builder/use-server-preview.js';
import { useVersionPreview } from '../page-builder/use-version-preview.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { useApiQuery } from '../query/use-api-query.js';
import { BackgroundPanel } from './BackgroundPanel.js';
import { fieldIssues } from './model/slide-issues.js';
import { positionLabel, sliceKindLabel, sliceLabels } from './model/slide-labels.js';
import { addSlice, moveSlice, placeSlice, removeSlice, setBackground, setContent, slicesAt, stepSlice } from './model/slide-ops.js';
import { SliceCatalogue } from './SliceCatalogue.js';
import { SliceGrid } from './SliceGrid.js';
import { SlicePanel } from './SlicePanel.js';
import { useSlideDraft } from './use-slide-draft.js';

const SLIDE_CALLS = { publish: api.publishSlide, discard: api.discardSlide, restore: api.restoreSlide };

const newId = (): string => `s${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;

export function SlideEditor({ owner, view, canWrite }: { owner: string; view: SlideView; canWrite: boolean }) {
  const draft = useSlideDraft(owner, view);
  const slide = draft.value;
  const preview = useServerPreview(slide, (value, signal) => callApi(api.previewSlide, { owner }, { slide: value }, signal));
  const [selected, setSelected] = useState<string | undefined>();
  const history = useApiQuery(api.slideHistory, { owner });
  const actions = useDraftActions(draft, owner, SLIDE_CALLS, { noun: 'slide', onReplaced: () => setSelected(undefined) });
  const setNotice = actions.say;
  const kept = useVersionPreview(api.previewSlideVersion, owner, setNotice);
  const labels = useMemo(() => sliceLabels(slide), [slide]);
  const issues = draft.status.status === 'invalid' ? draft.status.issues : [];

  useUndoKeys(draft);

  const index = slide.slices.findIndex((s) => s.id === selected);
  const slice = index >= 0 ? slide.slices[index] : undefined;
  const label = slice ? (labels.get(slice.id) ?? slice.name) : '';

  const onAdd = (name: SlideSliceName) => {
    const id = newId();
    const position: SlidePosition = slice?.position ?? 'center';
    if (draft.apply((s) => addSlice(s, name, id, position))) {
      setSelected(id);
      setNotice(`${sliceKindLabel(name)} ${String(slide.slices.filter((s) => s.name === name).length + 1)} added at ${positionLabel(position)}.`);
    }
  };
  const onMove = (id: string, position: SlidePosition) => {
    if (draft.apply((s) => moveSlice(s, id, position))) setNotice(`${labels.get(id) ?? 'Slice'} moved to ${positionLabel(position)}.`);
  };
  const onPlace = (id: string, position: SlidePosition, at: number) => {
    if (draft.apply((s) => placeSlice(s, id, position, at))) setNotice(`${labels.get(id) ?? 'Slice'} is ${String(at + 1)} of ${String(slicesAt(slide, position).filter((s) => s.id !== id).length + 1)} in ${positionLabel(position)}.`);
  };
  const save = async () => {
    setNotice('');
    if (await draft.flush()) setNotice('Draft saved. Visitors still see the published slide.');
  };

  return (
    <div className="pb-editor sl-editor">
      <div className="pb-toolbar" role="toolbar" aria-label="Slide">
        <button type="button" className="admin-button" disabled={!draft.canUndo || !canWrite} onClick={draft.undo}>Undo</button>
        <button type="button" className="admin-button" disabled={!draft.canRedo || !canWrite} onClick={draft.redo}>Redo</button>
        {canWrite && (
          <>
            <button type="button" className="admin-button" onClick={() => void save()}>Save draft</button>
            <button type="button" className="admin-button admin-button-primary" disabled={!draft.unpublished} onClick={() => void actions.publish()}>Publish</button>
            <button type="button" className="admin-button" disabled={!draft.unpublished} onClick={() => actions.setAsking(true)}>Discard draft</button>
          </>
        )}
        <a href={view.pageUrl}>View the published page</a>
      </div>
      {canWrite && <DraftStatusView noun="slide" status={draft.status} onRetry={() => void draft.flush()} onReloadTheirs={() => void draft.reloadTheirs()} onOverwrite={() => void draft.overwrite()} />}
      <p className="pb-status" role="status">{actions.notice}</p>
      {draft.refusal && <p className="admin-error" role="alert">{draft.refusal}</p>}
      <DraftActionError error={actions.error} />
      <div className="pb-workspace">
        {canWrite && <SliceCatalogue disabled={!canWrite} onAdd={onAdd} />}
        <div className="pb-stage">
          {slide.slices.length === 0 && (
            <div className="admin-empty">
              <p className="admin-empty-title">This slide is empty.</p>
              <p>{canWrite ? 'Add a slice: it goes to the centre, or next to the selected one; then place it on the grid.' : 'Nothing has been built here yet.'}</p>
            </div>
          )}
          <SliceGrid slide={slide} labels={labels} selected={selected} canWrite={canWrite} onSelect={setSelected} onPlace={onPlace} />
        </div>
        <aside className="pb-side" aria-label="Settings">
          {slice ? (
            <SlicePanel
              key={slice.id}
              slice={slice}
              label={label}
              issues={fieldIssues(issues, `slices[${String(index)}].content`)}
              canWrite={canWrite}
              onContent={(content, coalesce) => draft.apply((s) => setContent(s, slice.id, content), coalesce)}
              onBlur={draft.endStep}
              onPosition={(position) => onMove(slice.id, position)}
              onStep={(step) => draft.apply((s) => stepSlice(s, slice.id, step))}
              onRemove={() => {
                draft.apply((s) => removeSlice(s, slice.id));
                setSelected(undefined);
                setNotice(`${label} removed.`);
              }}
            />
          ) : (
            <p className="pb-hint">Select a slice on the grid to change its content and position.</p>
          )}
          <BackgroundPanel
            background={slide.background}
            error={fieldIssues(issues, 'background').rest([])[0]}
            canWrite={canWrite}
            onChange={(background, coalesce) => draft.apply((s) => setBackground(s, background), coalesce)}
          />
        </aside>
      </div>
      <DraftReview preview={preview} kept={kept} history={history} canWrite={canWrite} actions={actions} noun="slide" />
    </div>
  );
}

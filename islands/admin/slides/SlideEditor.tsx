/**
 * The slide editor of one owner (a cover page, the lock screen, the popup overlay): the slices to
 * add, the 3×3 grid of positions, the side panel of the selected slice (its content, its position)
 * or of the background, undo/redo, the autosave's status (a 409 keeps the work and asks), save,
 * publish, discard and the preview at a phone's and a desktop's width.
 */
import { useEffect, useMemo, useState } from 'react';
import type { SlideSliceName, SlidePosition } from '../../../domain/layout/slide.js';
import type { SlideView } from '../../../domain/layout/slide-api.js';
import { failureMessage } from '../admin-api.js';
import { DraftStatusView } from '../page-builder/DraftStatusView.js';
import { PagePreview, type PreviewWidth } from '../page-builder/PagePreview.js';
import { useServerPreview } from '../page-builder/use-server-preview.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { issuesOf } from '../ui/use-versioned-save.js';
import { BackgroundPanel } from './BackgroundPanel.js';
import { fieldIssues } from './model/slide-issues.js';
import { positionLabel, sliceKindLabel, sliceLabels } from './model/slide-labels.js';
import { addSlice, moveSlice, removeSlice, setBackground, setContent, stepSlice } from './model/slide-ops.js';
import { SliceCatalogue } from './SliceCatalogue.js';
import { SliceGrid } from './SliceGrid.js';
import { SlicePanel } from './SlicePanel.js';
import { useSlideDraft } from './use-slide-draft.js';

const newId = (): string => `s${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;

/** Whether a key press belongs to a field (its own undo), not to the slide. */
const inField = (target: EventTarget | null): boolean => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function SlideEditor({ owner, view, canWrite }: { owner: string; view: SlideView; canWrite: boolean }) {
  const draft = useSlideDraft(owner, view);
  const slide = draft.value;
  const preview = useServerPreview(slide, (value, signal) => callApi(api.previewSlide, { owner }, { slide: value }, signal));
  const [selected, setSelected] = useState<string | undefined>();
  const [width, setWidth] = useState<PreviewWidth>(1280);
  const [notice, setNotice] = useState('');
  const [actionError, setActionError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const labels = useMemo(() => sliceLabels(slide), [slide]);
  const issues = draft.status.status === 'invalid' ? draft.status.issues : [];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || inField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) draft.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') draft.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

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

  const act = async (run: () => Promise<void>) => {
    setActionError(undefined);
    setNotice('');
    await run();
  };
  const save = () =>
    act(async () => {
      if (await draft.flush()) setNotice('Draft saved. Visitors still see the published slide.');
    });
  const publish = () =>
    act(async () => {
      if (!(await draft.flush())) {
        setActionError('Not published: the draft could not be saved first.');
        return;
      }
      const result = await callApi(api.publishSlide, { owner }, { expectedVersion: draft.version });
      if (!result.ok) setActionError(`Not published: ${failureMessage(result)}${issuesOf(result.body).map((i) => ` ${i.path}: ${i.message}`).join('')}`);
      else {
        draft.adopt(result.data, true);
        setNotice('Published. Visitors see this slide now.');
      }
    });
  const discard = () =>
    act(async () => {
      setAsking(false);
      const result = await callApi(api.discardSlide, { owner }, { expectedVersion: draft.version });
      if (!result.ok) setActionError(`Not discarded: ${failureMessage(result)}`);
      else {
        draft.adopt(result.data, false);
        setSelected(undefined);
        setNotice('The draft was discarded: the slide is the published one again.');
      }
    });

  return (
    <div className="pb-editor sl-editor">
      <div className="pb-toolbar" role="toolbar" aria-label="Slide">
        <button type="button" className="admin-button" disabled={!draft.canUndo || !canWrite} onClick={draft.undo}>Undo</button>
        <button type="button" className="admin-button" disabled={!draft.canRedo || !canWrite} onClick={draft.redo}>Redo</button>
        {canWrite && (
          <>
            <button type="button" className="admin-button" onClick={() => void save()}>Save draft</button>
            <button type="button" className="admin-button admin-button-primary" disabled={!draft.unpublished} onClick={() => void publish()}>Publish</button>
            <button type="button" className="admin-button" disabled={!draft.unpublished} onClick={() => setAsking(true)}>Discard draft</button>
          </>
        )}
        <a href={view.pageUrl}>View the published page</a>
      </div>
      {canWrite && <DraftStatusView noun="slide" status={draft.status} onRetry={() => void draft.flush()} onReloadTheirs={() => void draft.reloadTheirs()} onOverwrite={() => void draft.overwrite()} />}
      <p className="pb-status" role="status">{notice}</p>
      {draft.refusal && <p className="admin-error" role="alert">{draft.refusal}</p>}
      {actionError && <p className="admin-error" role="alert">{actionError}</p>}
      <div className="pb-workspace">
        {canWrite && <SliceCatalogue disabled={!canWrite} onAdd={onAdd} />}
        <div className="pb-stage">
          {slide.slices.length === 0 && (
            <div className="admin-empty">
              <p className="admin-empty-title">This slide is empty.</p>
              <p>{canWrite ? 'Add a slice: it goes to the centre, or next to the selected one; then place it on the grid.' : 'Nothing has been built here yet.'}</p>
            </div>
          )}
          <SliceGrid slide={slide} labels={labels} selected={selected} canWrite={canWrite} onSelect={setSelected} onMove={onMove} />
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
      <PagePreview state={preview} width={width} onWidth={setWidth} />
      <ConfirmDialog open={asking} title="Discard the draft?" confirmLabel="Discard the draft" danger onCancel={() => setAsking(false)} onConfirm={() => void discard()}>
        <p>The slide goes back to the published one; the changes since it was published are dropped.</p>
      </ConfirmDialog>
    </div>
  );
}

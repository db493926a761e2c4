/**
 * The page builder for one layout: the catalogue, the canvas (desktop or phone arrangement), the
 * side panel of what is selected, undo/redo, the autosave's status, publish, discard, the history
 * (each published version previewed, and restored as the draft) and the full-page preview.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ApiIssue } from '../../../domain/admin/api-issue.js';
import type { BlockKind } from '../../../domain/layout/block-kinds.js';
import type { Layout } from '../../../domain/layout/layout.js';
import type { LayoutView } from '../../../domain/layout/layout-api.js';
import type { Arrangement } from '../../../domain/layout/placement.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { BlockPanel } from './BlockPanel.js';
import { Canvas, type Selection } from './Canvas.js';
import { Catalogue } from './Catalogue.js';
import { DraftActionError } from './DraftActionError.js';
import { DraftStatusView } from './DraftStatusView.js';
import { blockLabels } from './model/block-labels.js';
import { hiddenGalleryIssueNote } from './model/hidden-gallery-issues.js';
import { describePlacement } from './model/grid-drag.js';
import { addBlock, addSection, findBlock } from './model/layout-ops.js';
import { DraftReview } from './DraftReview.js';
import { SectionPanel } from './SectionPanel.js';
import { useLayoutDraft } from './use-layout-draft.js';
import { useUndoKeys } from './use-undo-keys.js';
import { useDraftActions } from './use-draft-actions.js';
import { useLayoutPreview } from './use-layout-preview.js';
import { useVersionPreview } from './use-version-preview.js';

export interface LayoutEditorProps {
  owner: string;
  view: LayoutView;
  canWrite: boolean;
}

const LAYOUT_CALLS = { publish: api.publishLayout, discard: api.discardLayout, restore: api.restoreLayout };

const newId = (): string => `b${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;

export function LayoutEditor({ owner, view, canWrite }: LayoutEditorProps) {
  const draft = useLayoutDraft(owner, view);
  const preview = useLayoutPreview(owner, draft.layout);
  const [arrangement, setArrangement] = useState<Arrangement>('desktop');
  const [selection, setSelection] = useState<Selection>();
  // A refused publish's issues, shown beside their fields until the layout they were about changes.
  const [refusedPublish, setRefusedPublish] = useState<{ layout: Layout; issues: ApiIssue[] } | undefined>();
  const [scrollTo, setScrollTo] = useState<string | undefined>();
  const history = useApiQuery(api.layoutHistory, { owner });
  const actions = useDraftActions(draft, owner, LAYOUT_CALLS, {
    noun: 'layout',
    onStart: () => setRefusedPublish(undefined),
    // Each issue beside its field, the first one's block selected and brought into view.
    onRefused: (issues) => {
      setRefusedPublish({ layout: draft.layout, issues });
      const first = issues.map((i) => (i as { blockId?: unknown }).blockId).find((id): id is string => typeof id === 'string' && findBlock(draft.layout, id) !== undefined);
      if (first !== undefined) {
        setSelection({ kind: 'block', id: first });
        setScrollTo(first);
      }
    },
    onReplaced: () => setSelection(undefined),
  });
  const setNotice = actions.say;
  const kept = useVersionPreview(api.previewLayoutVersion, owner, setNotice);
  const labels = useMemo(() => blockLabels(draft.layout), [draft.layout]);
  const { layout } = draft;

  useUndoKeys(draft);

  // The block with a refused publish's first issue brought into view once selected.
  useEffect(() => {
    if (scrollTo === undefined) return;
    setScrollTo(undefined);
    document.querySelector(`.pb-canvas [data-block-id="${CSS.escape(scrollTo)}"]`)?.scrollIntoView({ block: 'center' });
  }, [scrollTo]);

  const selectedBlock = selection?.kind === 'block' ? findBlock(layout, selection.id) : undefined;
  const selectedSection = selection?.kind === 'section' ? layout.sections.find((s) => s.id === selection.id) : undefined;
  const target = selectedBlock?.section ?? selectedSection ?? layout.sections.at(-1);
  const targetName = target ? `Section ${String(layout.sections.indexOf(target) + 1)}` : undefined;

  const onAddSection = () => {
    const id = newId();
    const index = target ? layout.sections.indexOf(target) + 1 : layout.sections.length;
    if (draft.apply((l) => addSection(l, id, index))) {
      setSelection({ kind: 'section', id });
      setNotice(`Section ${String(index + 1)} added.`);
    }
  };
  const onAddBlock = (kind: BlockKind) => {
    if (!target) return;
    const id = newId();
    let said = '';
    const added = draft.apply((l) => {
      const change = addBlock(l, target.id, kind, id);
      const block = change.ok ? findBlock(change.layout, id)?.block : undefined;
      if (change.ok && block) said = `${blockLabels(change.layout).get(id) ?? 'Block'} added to ${targetName ?? 'the section'} at ${describePlacement(block.desktop)}.`;
      return change;
    });
    if (added) {
      setSelection({ kind: 'block', id });
      setNotice(said);
    }
  };

  return (
    <div className="pb-editor">
      <div className="pb-toolbar" role="toolbar" aria-label="Layout">
        <button type="button" className="admin-button" disabled={!draft.canUndo || !canWrite} onClick={draft.undo}>Undo</button>
        <button type="button" className="admin-button" disabled={!draft.canRedo || !canWrite} onClick={draft.redo}>Redo</button>
        <span role="group" aria-label="Arrangement">
          <button type="button" className="admin-button" aria-pressed={arrangement === 'desktop'} onClick={() => setArrangement('desktop')}>Desktop</button>
          <button type="button" className="admin-button" aria-pressed={arrangement === 'phone'} onClick={() => setArrangement('phone')}>Phone</button>
        </span>
        {canWrite && (
          <>
            <button type="button" className="admin-button" onClick={onAddSection}>Add section</button>
            <button type="button" className="admin-button admin-button-primary" disabled={!draft.unpublished} onClick={() => void actions.publish()}>Publish</button>
            <button type="button" className="admin-button" disabled={!draft.unpublished} onClick={() => actions.setAsking(true)}>Discard draft</button>
          </>
        )}
        <a href={view.pageUrl}>View the published page</a>
      </div>
      {canWrite && <DraftStatusView status={draft.status} onRetry={() => void draft.flush()} onReloadTheirs={() => void draft.reloadTheirs()} onOverwrite={() => void draft.overwrite()} noteOf={(issue) => hiddenGalleryIssueNote(draft.layout, issue)} />}
      <p className="pb-status" role="status">{actions.notice}</p>
      {draft.refusal && <p className="admin-error" role="alert">{draft.refusal}</p>}
      <DraftActionError error={actions.error} />
      <div className="pb-workspace">
        {canWrite && <Catalogue canUseCode={view.canUseCode} cover={false} target={targetName} disabled={!canWrite} onAdd={onAddBlock} />}
        <div className="pb-stage">
          {layout.sections.length === 0 ? (
            <div className="admin-empty">
              <p className="admin-empty-title">This layout is empty.</p>
              <p>{canWrite ? 'Add a section, then blocks from the catalogue.' : 'Nothing has been built here yet.'}</p>
            </div>
          ) : (
            <Canvas layout={layout} arrangement={arrangement} preview={preview.preview} selection={selection} canWrite={canWrite} onSelect={setSelection} apply={draft.apply} endStep={draft.endStep} />
          )}
        </div>
        <aside className="pb-side" aria-label="Settings">
          {selectedBlock ? (
            <BlockPanel
              key={selectedBlock.block.id}
              layout={layout}
              block={selectedBlock.block}
              sectionId={selectedBlock.section.id}
              label={labels.get(selectedBlock.block.id) ?? 'Block'}
              arrangement={arrangement}
              canWrite={canWrite}
              apply={draft.apply}
              endStep={draft.endStep}
              newId={newId}
              onRemoved={() => setSelection(undefined)}
              issues={draft.status.status === 'invalid' ? draft.status.issues : refusedPublish?.layout === layout ? refusedPublish.issues : []}
            />
          ) : selectedSection ? (
            <SectionPanel key={selectedSection.id} section={selectedSection} name={`Section ${String(layout.sections.indexOf(selectedSection) + 1)}`} canWrite={canWrite} apply={draft.apply} newId={newId} onRemoved={() => setSelection(undefined)} />
          ) : (
            <p className="pb-hint">Select a section or a block to change its settings.</p>
          )}
        </aside>
      </div>
      <DraftReview preview={preview} kept={kept} history={history} canWrite={canWrite} actions={actions} noun="layout" />
    </div>
  );
}

/**
 * The layout being edited: its undo history, and the autosave of the draft. Each change is saved
 * after a short pause (PUT with the version it was based on). A 409 stops the autosave and keeps
 * the local layout until the person chooses: reload theirs (the other tab's) or overwrite with
 * theirs; nothing typed is ever dropped without that choice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Layout } from '../../../domain/layout/layout.js';
import type { LayoutView } from '../../../domain/layout/layout-api.js';
import { failureMessage } from '../admin-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { issuesOf } from '../ui/use-versioned-save.js';
import { useUnsavedWork } from '../ui/unsaved-work.js';
import type { ApiIssue } from '../../../domain/admin/api-issue.js';
import { canRedo, canUndo, endStep, record, redo, sameLayout, startHistory, undo, type EditHistory } from './model/edit-history.js';
import type { Change } from './model/layout-ops.js';

export type DraftStatus =
  | { status: 'saved' }
  | { status: 'unsaved' }
  | { status: 'saving' }
  | { status: 'stale'; message: string }
  | { status: 'invalid'; message: string; issues: ApiIssue[] }
  | { status: 'failed'; message: string };

/** The pause after the last change before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export interface LayoutDraft {
  layout: Layout;
  version: number;
  unpublished: boolean;
  status: DraftStatus;
  /** The last refused change's reason (a limit), until the next change. */
  refusal: string | undefined;
  canUndo: boolean;
  canRedo: boolean;
  apply: (change: (layout: Layout) => Change, coalesce?: string) => boolean;
  undo: () => void;
  redo: () => void;
  endStep: () => void;
  /** Saves now (before publishing); false when it could not. */
  flush: () => Promise<boolean>;
  /** After a 409: take the stored draft instead of ours. */
  reloadTheirs: () => Promise<void>;
  /** After a 409: save ours over the stored draft. */
  overwrite: () => Promise<void>;
  /** The server answered a publish, discard or restore with the stored view. */
  adopt: (view: LayoutView, asStep: boolean) => void;
}

export function useLayoutDraft(owner: string, initial: LayoutView): LayoutDraft {
  const [history, setHistory] = useState<EditHistory>(() => startHistory(initial.draft));
  const [version, setVersion] = useState(initial.version);
  const [unpublished, setUnpublished] = useState(initial.unpublished);
  const [saved, setSaved] = useState<Layout>(initial.draft);
  const [status, setStatus] = useState<DraftStatus>({ status: 'saved' });
  const [refusal, setRefusal] = useState<string | undefined>();
  const latest = useRef({ history, version, saved, status });
  latest.current = { history, version, saved, status };
  const saving = useRef<Promise<boolean> | undefined>(undefined);

  const dirty = !sameLayout(history.present, saved);
  useUnsavedWork(() => !sameLayout(latest.current.history.present, latest.current.saved));

  const save = useCallback(async (expectedVersion?: number): Promise<boolean> => {
    if (saving.current) await saving.current;
    const { history: h, version: v, saved: s } = latest.current;
    const layout = h.present;
    if (sameLayout(layout, s) && expectedVersion === undefined) return true;
    setStatus({ status: 'saving' });
    const run = (async () => {
      const result = await callApi(api.saveLayoutDraft, { owner }, { layout, expectedVersion: expectedVersion ?? v });
      if (result.ok) {
        latest.current = { ...latest.current, version: result.data.version, saved: layout };
        setVersion(result.data.version);
        setSaved(layout);
        setUnpublished(true);
        setStatus(sameLayout(latest.current.history.present, layout) ? { status: 'saved' } : { status: 'unsaved' });
        return true;
      }
      const message = failureMessage(result);
      if (result.status === 409) setStatus({ status: 'stale', message });
      else if (result.status === 400) setStatus({ status: 'invalid', message, issues: issuesOf(result.body) });
      else setStatus({ status: 'failed', message });
      return false;
    })();
    saving.current = run;
    try {
      return await run;
    } finally {
      saving.current = undefined;
    }
  }, [owner]);

  // Autosave: a pause after the last change, unless a 409 waits for the person's choice.
  useEffect(() => {
    if (!dirty) {
      // Undo back to what is stored: nothing left to save.
      if (status.status === 'unsaved') setStatus({ status: 'saved' });
      return undefined;
    }
    if (status.status === 'stale') return undefined;
    if (status.status === 'saved') setStatus({ status: 'unsaved' });
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // The status is left out: a failed save waits for the next change (or Retry) instead of looping.
  }, [history.present, dirty, save]);

  const apply = useCallback((change: (layout: Layout) => Change, coalesce?: string): boolean => {
    const outcome = change(latest.current.history.present);
    if (!outcome.ok) {
      setRefusal(outcome.message);
      return false;
    }
    setRefusal(undefined);
    const next = record(latest.current.history, outcome.layout, coalesce);
    latest.current = { ...latest.current, history: next };
    setHistory(next);
    return true;
  }, []);

  const move = (step: (h: EditHistory) => EditHistory) => {
    const next = step(latest.current.history);
    latest.current = { ...latest.current, history: next };
    setHistory(next);
    setRefusal(undefined);
  };

  const adopt = useCallback((view: LayoutView, asStep: boolean) => {
    const next = asStep ? record(latest.current.history, view.draft) : startHistory(view.draft);
    latest.current = { history: next, version: view.version, saved: view.draft, status: { status: 'saved' } };
    setHistory(next);
    setVersion(view.version);
    setSaved(view.draft);
    setUnpublished(view.unpublished);
    setStatus({ status: 'saved' });
  }, []);

  const reloadTheirs = useCallback(async () => {
    const result = await callApi(api.layout, { owner });
    if (!result.ok) {
      setStatus({ status: 'failed', message: failureMessage(result) });
      return;
    }
    // Theirs becomes a step: Undo still brings ours back.
    adopt(result.data, true);
  }, [owner, adopt]);

  const overwrite = useCallback(async () => {
    const result = await callApi(api.layout, { owner });
    if (!result.ok) {
      setStatus({ status: 'failed', message: failureMessage(result) });
      return;
    }
    await save(result.data.version);
  }, [owner, save]);

  return {
    layout: history.present,
    version,
    unpublished: unpublished || dirty,
    status,
    refusal,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    apply,
    undo: () => move(undo),
    redo: () => move(redo),
    endStep: () => move(endStep),
    flush: () => (latest.current.status.status === 'stale' ? Promise.resolve(false) : save()),
    reloadTheirs,
    overwrite,
    adopt,
  };
}

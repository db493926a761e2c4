/**
 * A draft being edited (a layout, a slide): its undo history, and the autosave. Each change is
 * saved after a short pause (with the version it was based on). A 409 stops the autosave and keeps
 * the local value until the person chooses: reload theirs (the other tab's) or overwrite with
 * theirs; nothing typed is ever dropped without that choice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiIssue } from '../../../domain/admin/api-issue.js';
import type { ApiResult } from '../../shared/api-request.js';
import { failureMessage } from '../admin-api.js';
import { issuesOf } from '../ui/use-versioned-save.js';
import { useUnsavedWork } from '../ui/unsaved-work.js';
import { canRedo, canUndo, endStep, record, redo, sameValue, startHistory, undo, type EditHistory } from './model/edit-history.js';

export type DraftStatus =
  | { status: 'saved' }
  | { status: 'unsaved' }
  | { status: 'saving' }
  | { status: 'stale'; message: string }
  | { status: 'invalid'; message: string; issues: ApiIssue[] }
  | { status: 'failed'; message: string };

/** The pause after the last change before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/** What the server answers for a draft (LayoutView, SlideView). */
export interface DraftView<T> {
  draft: T;
  version: number;
  unpublished: boolean;
}

/** A change of the value: the new one, or why it is refused (a limit). */
export type ValueChange<T> = { ok: true; value: T } | { ok: false; message: string };

export interface DraftCalls<T, V extends DraftView<T>> {
  /** Reads the stored view again (after a 409). */
  load: () => Promise<ApiResult<V>>;
  save: (value: T, expectedVersion: number) => Promise<ApiResult<{ version: number }>>;
}

export interface VersionedDraft<T, V extends DraftView<T>> {
  value: T;
  version: number;
  unpublished: boolean;
  status: DraftStatus;
  /** The last refused change's reason (a limit), until the next change. */
  refusal: string | undefined;
  canUndo: boolean;
  canRedo: boolean;
  apply: (change: (value: T) => ValueChange<T>, coalesce?: string) => boolean;
  undo: () => void;
  redo: () => void;
  endStep: () => void;
  /** Saves now (before publishing); false when it could not. */
  flush: () => Promise<boolean>;
  /** The stored draft's version now, a flush's save included (`version` is the one of this render). */
  latestVersion: () => number;
  /** After a 409: take the stored draft instead of ours. */
  reloadTheirs: () => Promise<void>;
  /** After a 409: save ours over the stored draft. */
  overwrite: () => Promise<void>;
  /** The server answered a publish, discard or restore with the stored view. */
  adopt: (view: V, asStep: boolean) => void;
}

export function useVersionedDraft<T, V extends DraftView<T>>(calls: DraftCalls<T, V>, initial: V): VersionedDraft<T, V> {
  const [history, setHistory] = useState<EditHistory<T>>(() => startHistory(initial.draft));
  const [version, setVersion] = useState(initial.version);
  const [unpublished, setUnpublished] = useState(initial.unpublished);
  const [saved, setSaved] = useState<T>(initial.draft);
  const [status, setStatus] = useState<DraftStatus>({ status: 'saved' });
  const [refusal, setRefusal] = useState<string | undefined>();
  const latest = useRef({ history, version, saved, status });
  latest.current = { history, version, saved, status };
  const saving = useRef<Promise<boolean> | undefined>(undefined);
  const callsRef = useRef(calls);
  callsRef.current = calls;

  const dirty = !sameValue(history.present, saved);
  useUnsavedWork(() => !sameValue(latest.current.history.present, latest.current.saved));

  const save = useCallback(async (expectedVersion?: number): Promise<boolean> => {
    if (saving.current) await saving.current;
    const { history: h, version: v, saved: s } = latest.current;
    const value = h.present;
    if (sameValue(value, s) && expectedVersion === undefined) return true;
    setStatus({ status: 'saving' });
    const run = (async () => {
      const result = await callsRef.current.save(value, expectedVersion ?? v);
      if (result.ok) {
        latest.current = { ...latest.current, version: result.data.version, saved: value };
        setVersion(result.data.version);
        setSaved(value);
        setUnpublished(true);
        setStatus(sameValue(latest.current.history.present, value) ? { status: 'saved' } : { status: 'unsaved' });
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
  }, []);

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

  const apply = useCallback((change: (value: T) => ValueChange<T>, coalesce?: string): boolean => {
    const outcome = change(latest.current.history.present);
    if (!outcome.ok) {
      setRefusal(outcome.message);
      return false;
    }
    setRefusal(undefined);
    const next = record(latest.current.history, outcome.value, coalesce);
    latest.current = { ...latest.current, history: next };
    setHistory(next);
    return true;
  }, []);

  const move = (step: (h: EditHistory<T>) => EditHistory<T>) => {
    const next = step(latest.current.history);
    latest.current = { ...latest.current, history: next };
    setHistory(next);
    setRefusal(undefined);
  };

  const adopt = useCallback((view: V, asStep: boolean) => {
    const next = asStep ? record(latest.current.history, view.draft) : startHistory(view.draft);
    latest.current = { history: next, version: view.version, saved: view.draft, status: { status: 'saved' } };
    setHistory(next);
    setVersion(view.version);
    setSaved(view.draft);
    setUnpublished(view.unpublished);
    setStatus({ status: 'saved' });
  }, []);

  const reloadTheirs = useCallback(async () => {
    const result = await callsRef.current.load();
    if (!result.ok) {
      setStatus({ status: 'failed', message: failureMessage(result) });
      return;
    }
    // Theirs becomes a step: Undo still brings ours back.
    adopt(result.data, true);
  }, [adopt]);

  const overwrite = useCallback(async () => {
    const result = await callsRef.current.load();
    if (!result.ok) {
      setStatus({ status: 'failed', message: failureMessage(result) });
      return;
    }
    await save(result.data.version);
  }, [save]);

  return {
    value: history.present,
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
    latestVersion: () => latest.current.version,
    reloadTheirs,
    overwrite,
    adopt,
  };
}

/**
 * Undo and redo: the layouts before and after the one shown. Changes made with the same
 * `coalesce` key one after another (typing in one field) count as one step.
 */
import type { Layout } from '../../../../domain/layout/layout.js';

export interface EditHistory {
  past: readonly Layout[];
  present: Layout;
  future: readonly Layout[];
  /** The key of the last change, while further changes with it merge into it. */
  coalescing: string | undefined;
}

/** Steps kept to undo. */
export const UNDO_DEPTH = 100;

export const startHistory = (layout: Layout): EditHistory => ({ past: [], present: layout, future: [], coalescing: undefined });

/** Whether two layouts are the same (a move clamped back to where the block was is no step). */
export const sameLayout = (a: Layout, b: Layout): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Records a change; one with the key of the change just before replaces it instead of adding a step; no change adds none. */
export function record(history: EditHistory, layout: Layout, coalesce?: string): EditHistory {
  if (sameLayout(layout, history.present)) return history;
  if (coalesce !== undefined && coalesce === history.coalescing) return { ...history, present: layout, future: [] };
  return { past: [...history.past, history.present].slice(-UNDO_DEPTH), present: layout, future: [], coalescing: coalesce };
}

export const canUndo = (history: EditHistory): boolean => history.past.length > 0;
export const canRedo = (history: EditHistory): boolean => history.future.length > 0;

export function undo(history: EditHistory): EditHistory {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], coalescing: undefined };
}

export function redo(history: EditHistory): EditHistory {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, coalescing: undefined };
}

/** Ends the current typing step, so the next change is its own step (leaving a field). */
export const endStep = (history: EditHistory): EditHistory => (history.coalescing === undefined ? history : { ...history, coalescing: undefined });

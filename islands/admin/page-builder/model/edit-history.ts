/**
 * Undo and redo: the values (layouts, slides) before and after the one shown. Changes made with the same
 * `coalesce` key one after another (typing in one field) count as one step.
 */
import type { Layout } from '../../../../domain/layout/layout.js';

export interface EditHistory<T = Layout> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The key of the last change, while further changes with it merge into it. */
  coalescing: string | undefined;
}

/** Steps kept to undo. */
export const UNDO_DEPTH = 100;

export const startHistory = <T = Layout>(value: T): EditHistory<T> => ({ past: [], present: value, future: [], coalescing: undefined });

/** Whether two values are the same (a move clamped back to where the block was is no step). */
export const sameValue = <T>(a: T, b: T): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
export const sameLayout: (a: Layout, b: Layout) => boolean = sameValue;

/** Records a change; one with the key of the change just before replaces it instead of adding a step; no change adds none. */
export function record<T>(history: EditHistory<T>, value: T, coalesce?: string): EditHistory<T> {
  if (sameValue(value, history.present)) return history;
  if (coalesce !== undefined && coalesce === history.coalescing) return { ...history, present: value, future: [] };
  return { past: [...history.past, history.present].slice(-UNDO_DEPTH), present: value, future: [], coalescing: coalesce };
}

export const canUndo = <T>(history: EditHistory<T>): boolean => history.past.length > 0;
export const canRedo = <T>(history: EditHistory<T>): boolean => history.future.length > 0;

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], coalescing: undefined };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, coalescing: undefined };
}

/** Ends the current typing step, so the next change is its own step (leaving a field). */
export const endStep = <T>(history: EditHistory<T>): EditHistory<T> => (history.coalescing === undefined ? history : { ...history, coalescing: undefined });

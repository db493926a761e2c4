/**
 * Which forms on the open screen hold changes not saved yet. The app asks before leaving the
 * screen while any does (an in-app link: the leave dialog; closing or reloading the tab: the
 * browser's own `beforeunload` question).
 */
import { useEffect, useRef } from 'react';

/** Each mounted form's question "do you hold unsaved changes now?". */
const forms = new Set<() => boolean>();

/**
 * Marks the calling form's changes as unsaved while `dirty()` answers true. The question is asked
 * when leaving, so a save that just finished (`markSaved` before navigating) counts at once.
 */
export function useUnsavedWork(dirty: () => boolean): void {
  const latest = useRef(dirty);
  latest.current = dirty;
  useEffect(() => {
    const ask = () => latest.current();
    forms.add(ask);
    return () => {
      forms.delete(ask);
    };
  }, []);
}

export const hasUnsavedWork = (): boolean => [...forms].some((ask) => ask());

/** The person chose to leave: their changes are dropped with the screen. */
export function forgetUnsavedWork(): void {
  forms.clear();
}

/** Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z and Ctrl/⌘+Y redo a draft's change (a layout's, a slide's), except in a field, which keeps its own undo. */
import { useEffect } from 'react';

/** Whether a key press belongs to a field (its own undo), not to the draft. */
const inField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function useUndoKeys(draft: { undo: () => void; redo: () => void }): void {
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
}

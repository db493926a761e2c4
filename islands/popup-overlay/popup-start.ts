/**
 * Loaded only on pages that carry the popup: when the visitor's remembered state lets it open,
 * the dialog's code is loaded after the owner's delay and opens it.
 */
import { POPUP_STORAGE_KEY, parsePopupMemory, popupShouldOpen } from '../../domain/popup-overlay/memory.js';
import { popupRuleOf } from './popup-rule.js';

export function startPopup(dialog: HTMLDialogElement): void {
  const rule = popupRuleOf(dialog);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(POPUP_STORAGE_KEY);
  } catch {
    // No storage: the popup cannot be remembered, so it shows as to a new visitor.
  }
  // The popup's state for the page's own code and its tests: waiting, skipped, open, closed.
  const open = popupShouldOpen(rule, parsePopupMemory(stored), Date.now());
  dialog.dataset['state'] = open ? 'waiting' : 'skipped';
  if (open) {
    setTimeout(() => {
      void import('./popup-dialog.js').then(({ openPopup }) => openPopup(dialog, rule));
    }, rule.delaySeconds * 1000);
  }
}

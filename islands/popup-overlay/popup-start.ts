/**
 * Loaded only on pages that carry the popup: when the visitor's remembered state lets it open,
 * waits for the owner's trigger (the delay, scrolling far enough, or exit intent), then loads the
 * dialog's code and opens it.
 */
import { POPUP_STORAGE_KEY, parsePopupMemory, popupShouldOpen } from '../../domain/popup-overlay/memory.js';
import { isExitIntent, scrollDepthPercent } from '../../domain/popup-overlay/triggers.js';
import { popupRuleOf, type PopupPageRule } from './popup-rule.js';

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
  if (!open) return;
  whenTriggered(rule, () => {
    void import('./popup-dialog.js').then(({ openPopup }) => openPopup(dialog, rule));
  });
}

/** Calls `fire` once, when the rule's trigger happens. */
function whenTriggered(rule: PopupPageRule, fire: () => void): void {
  if (rule.trigger === 'scroll') return onScrollDepth(rule.scrollPercent, fire);
  // Exit intent needs a pointer that can leave the window; touch screens get the delay instead.
  if (rule.trigger === 'exit-intent' && matchMedia('(pointer: fine)').matches) return onExitIntent(fire);
  setTimeout(fire, rule.delaySeconds * 1000);
}

function onScrollDepth(percent: number, fire: () => void): void {
  const reached = (): boolean => scrollDepthPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight) >= percent;
  const check = (): void => {
    if (!reached()) return;
    window.removeEventListener('scroll', check);
    fire();
  };
  window.addEventListener('scroll', check, { passive: true });
  // A page too short to scroll, or already scrolled that far, has been read.
  check();
}

function onExitIntent(fire: () => void): void {
  const leave = (event: MouseEvent): void => {
    if (!isExitIntent(event)) return;
    document.removeEventListener('mouseout', leave);
    fire();
  };
  document.addEventListener('mouseout', leave);
}

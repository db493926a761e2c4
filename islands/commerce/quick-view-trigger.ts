/**
 * The quick-view buttons of a page (`product-quick-view` fragment): a press (click, Enter or
 * Space) loads the dialog's code (quick-view.ts) on first use and opens it for the button's
 * product; a product the page has no data for is left alone. The buttons are marked enhanced, so
 * a press kept before this ran is replayed (early-press/). Answers the undo. Loaded by the
 * commerce island only on a page that has quick-view buttons.
 */
import { markEnhanced } from '../early-press/enhanced.js';
import { QUICK_VIEW_SELECTOR } from './enhanced-controls.js';

export { QUICK_VIEW_SELECTOR };

export function enhanceQuickViews(known: (itemId: string) => boolean): () => void {
  const onActivate = (event: Event): void => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(QUICK_VIEW_SELECTOR) : null;
    if (target === null) return;
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    const itemId = target.dataset['id'] ?? '';
    if (known(itemId)) void import('./quick-view.js').then(({ openQuickView }) => openQuickView(target, itemId));
  };
  document.addEventListener('click', onActivate);
  document.addEventListener('keydown', onActivate);
  const unmark = markEnhanced(document.querySelectorAll<HTMLElement>(QUICK_VIEW_SELECTOR));
  return () => {
    unmark();
    document.removeEventListener('click', onActivate);
    document.removeEventListener('keydown', onActivate);
  };
}

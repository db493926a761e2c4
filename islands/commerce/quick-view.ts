/**
 * The quick view (spec 001 §2 "quick-view button", spec 000 §1, §7): the `product-quick-view`
 * fragment's button opens its product in a modal dialog with the card's picture, title, marks,
 * price and excerpt and the card's own buy box (moved in while the dialog is open, so the add to
 * cart, variant choice and messages the commerce island gave it keep working), and a link to the
 * full page. Each opening is recorded with `POST /api/census/RecordQuickView/{id}` and the
 * `product-quick-view` tracking event. Closed by its button, Escape or a click outside; focus
 * goes back to the button. Loaded on the first press (quick-view-trigger.ts).
 */
import { recordQuickView } from '../tracking/census.js';
import { recordEvent } from '../shared/record-event.js';
import { LIGHTBOX_OPEN_CLASS } from '../lightbox/Lightbox.js';

export const QUICK_VIEW_EVENT = 'product-quick-view';
const CARD_SELECTOR = '[data-item-id]';
const BUY_BOX_SELECTOR = '.product-add-form';
/** What of the card the dialog repeats (copies without ids), in this order. */
const SHOWN = ['.product-card-image', '.product-mark', '.product-price', '.product-excerpt'];

function copyOf(element: Element): Element {
  const copy = element.cloneNode(true) as Element;
  for (const withId of [copy, ...copy.querySelectorAll('[id]')]) withId.removeAttribute('id');
  return copy;
}

export function openQuickView(opener: HTMLElement, itemId: string): void {
  const card = opener.closest<HTMLElement>(CARD_SELECTOR);
  if (card === null || document.querySelector('dialog.quick-view') !== null) return;
  const link = card.querySelector<HTMLAnchorElement>('a[href]');
  const title = (link ?? card.querySelector('h2, h3'))?.textContent?.trim() ?? '';

  const dialog = document.createElement('dialog');
  dialog.className = 'lightbox quick-view';
  const titleId = `quick-view-title-${itemId}`;
  dialog.setAttribute('aria-labelledby', titleId);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'lightbox-close';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  const heading = document.createElement('h2');
  heading.id = titleId;
  heading.className = 'quick-view-title';
  heading.textContent = title;
  dialog.append(close, heading);
  for (const selector of SHOWN) {
    const part = card.querySelector(selector);
    if (part !== null) dialog.append(copyOf(part));
  }
  // The buy box itself comes in, and goes back to its place on close.
  const buyBox = card.querySelector<HTMLElement>(BUY_BOX_SELECTOR);
  const placeholder = document.createComment('quick-view');
  if (buyBox !== null) {
    buyBox.replaceWith(placeholder);
    dialog.append(buyBox);
  }
  if (link !== null) {
    const details = document.createElement('a');
    details.className = 'quick-view-details';
    details.href = link.href;
    details.textContent = 'View full details';
    dialog.append(details);
  }

  // A click on the backdrop lands on the dialog itself, outside its box.
  const onBackdrop = (event: MouseEvent): void => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  };
  dialog.addEventListener('click', onBackdrop);
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    if (buyBox !== null) placeholder.replaceWith(buyBox);
    dialog.remove();
    document.documentElement.classList.remove(LIGHTBOX_OPEN_CLASS);
    opener.focus({ preventScroll: true });
  }, { once: true });

  document.body.append(dialog);
  document.documentElement.classList.add(LIGHTBOX_OPEN_CLASS);
  dialog.showModal();
  void recordQuickView(itemId);
  recordEvent(QUICK_VIEW_EVENT, { itemId });
}

/**
 * Presses on server-rendered controls that an island enhances later (the quick-view and
 * add-to-cart buttons, `role="button"` elements with no behaviour of their own), kept from the
 * moment this script runs until the island marks the control enhanced (enhanced.ts), then
 * replayed as one click. A control pressed several times before then is replayed once (one
 * intention); a control the island never enhances is never replayed. Runs on every page.
 */
import { BUTTON_SELECTOR, QUICK_VIEW_SELECTOR } from '../commerce/enhanced-controls.js';
import { ENHANCED_ATTRIBUTE, ENHANCED_EVENT } from './enhanced.js';

const PRESSABLE = `${QUICK_VIEW_SELECTOR}, ${BUTTON_SELECTOR}`;

export function keepEarlyPresses(root: Document = document): void {
  const waiting = new Set<HTMLElement>();
  /** Controls whose Space key went down before their handler: its key up is this press's too. */
  const spaceDown = new Set<HTMLElement>();

  const control = (event: Event): HTMLElement | null => {
    const found = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    return found !== null && !found.hasAttribute(ENHANCED_ATTRIBUTE) ? found : null;
  };
  const keep = (event: Event, element: HTMLElement): void => {
    event.preventDefault();
    event.stopPropagation();
    waiting.add(element);
  };

  root.addEventListener('click', (event) => {
    const element = control(event);
    if (element) keep(event, element);
  }, true);
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const element = control(event);
    if (!element) return;
    if (event.key === ' ') spaceDown.add(element);
    keep(event, element);
  }, true);
  root.addEventListener('keyup', (event) => {
    if (event.key !== ' ' || !(event.target instanceof Element)) return;
    const element = event.target.closest<HTMLElement>(PRESSABLE);
    if (!element || !spaceDown.delete(element)) return;
    event.preventDefault();
    event.stopPropagation();
  }, true);
  root.addEventListener(ENHANCED_EVENT, (event) => {
    const element = event.target;
    if (!(element instanceof HTMLElement) || !waiting.delete(element)) return;
    element.click();
  });
}

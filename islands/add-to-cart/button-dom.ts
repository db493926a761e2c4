/** The engine's add-to-cart button (`.sqs-add-to-cart-button`, a `div role="button"`) shown in a state. */
import type { ButtonState } from './button-machine.js';
import { ADDED_LABEL, ADDING_LABEL } from '../../domain/commerce/add-to-cart/messages.js';

export const ADDING_CLASS = 'cart-adding';
export const ADDED_CLASS = 'cart-added';
export const SOLD_OUT_LABEL = 'Sold out';
export const SOLD_OUT_CLASS = 'sold-out-button';

export function parentShowsAdded(button: HTMLElement): boolean {
  return button.parentElement?.classList.contains(ADDED_CLASS) ?? false;
}

export function showState(button: HTMLElement, state: ButtonState): void {
  const inner = button.querySelector('.sqs-add-to-cart-button-inner') ?? button;
  const soldOut = button.classList.contains(SOLD_OUT_CLASS);
  const original = soldOut ? SOLD_OUT_LABEL : button.dataset['originalLabel'] ?? inner.textContent ?? '';
  inner.textContent = state === 'adding' ? ADDING_LABEL : state === 'added' ? ADDED_LABEL : original;
  button.setAttribute('aria-busy', String(state === 'adding'));
  button.setAttribute('aria-disabled', String(state !== 'idle' || soldOut));
  button.parentElement?.classList.toggle(ADDING_CLASS, state === 'adding');
  button.parentElement?.classList.toggle(ADDED_CLASS, state === 'added');
}

/**
 * The chosen variant is sold out: the button says so and cannot be pressed (or the opposite).
 * `state` is the machine's: a busy button (adding, added, after an error) keeps showing that.
 */
export function showSoldOut(button: HTMLElement, soldOut: boolean, state: ButtonState): void {
  if (button.classList.contains(SOLD_OUT_CLASS) === soldOut && button.hasAttribute('aria-disabled')) return;
  button.classList.toggle(SOLD_OUT_CLASS, soldOut);
  showState(button, state);
}

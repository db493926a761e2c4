/**
 * The census calls the page's own elements stand for, made by the tracking script so islands
 * need no tracking code: a button-render for each add-to-cart button and a form-render for each
 * site form on the page, and a button-click when a visitor activates an add-to-cart button.
 */
import { recordButtonClick, recordButtonRender, recordFormRender } from './census.js';

export const BUTTON_SELECTOR = '.sqs-add-to-cart-button';
export const FORM_SELECTOR = 'form[data-form-id]';

/** The census fields a button adds: the item it buys. */
export function buttonFields(button: Element): Record<string, string> {
  const itemId = button.getAttribute('data-item-id');
  return itemId ? { itemId, buttonType: 'add-to-cart' } : { buttonType: 'add-to-cart' };
}

export function recordPageElements(root: ParentNode = document): void {
  for (const button of root.querySelectorAll(BUTTON_SELECTOR)) void recordButtonRender(buttonFields(button));
  for (const form of root.querySelectorAll(FORM_SELECTOR)) {
    const formId = form.getAttribute('data-form-id');
    if (formId) void recordFormRender(formId);
  }
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTON_SELECTOR) : null;
    if (button) void recordButtonClick(buttonFields(button));
  });
}

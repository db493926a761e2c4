import { parseFormDefinition, type FormDefinition } from './form-definition.js';

/** Every form a page's form blocks rendered (contact.jsont: site forms and newsletter forms). */
export const FORM_SELECTOR = 'form.site-form[data-form-id], form.newsletter-form[data-form-id]';

export interface FormElements {
  form: HTMLFormElement;
  definition: FormDefinition;
  /** A newsletter form: one message above, and a newsletter-subscribe event on success. */
  newsletter: boolean;
  items: Map<string, HTMLElement>;
  above: HTMLElement | null;
  below: HTMLElement | null;
  submission: HTMLElement | null;
  captchaContainer: HTMLElement | null;
  button: HTMLButtonElement | null;
}

/** A form block's form and the regions around it (by its `data-form-id`); undefined without its JSON. */
export function formElements(form: HTMLFormElement): FormElements | undefined {
  const formId = form.dataset['formId'] ?? '';
  const definition = parseFormDefinition(form.querySelector('script.form-data')?.textContent);
  if (!definition) return undefined;
  const items = new Map<string, HTMLElement>();
  for (const item of form.querySelectorAll<HTMLElement>('[data-field-id]')) items.set(item.dataset['fieldId'] ?? '', item);
  const byId = (suffix: string) => document.getElementById(`${formId}-${suffix}`);
  return {
    form,
    definition,
    newsletter: form.classList.contains('newsletter-form'),
    items,
    above: byId('status-above'),
    below: byId('status-below'),
    submission: byId('submission'),
    captchaContainer: definition.captchaEnabled ? form.querySelector<HTMLElement>('.captcha-container') : null,
    button: form.querySelector<HTMLButtonElement>('button[type="submit"]'),
  };
}

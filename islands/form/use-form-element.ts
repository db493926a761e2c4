import { useEffect, useState } from 'react';
import { parseFormDefinition, type FormDefinition } from './form-definition.js';

export interface FormElements {
  form: HTMLFormElement;
  definition: FormDefinition;
  items: Map<string, HTMLElement>;
  above: HTMLElement | null;
  below: HTMLElement | null;
  submission: HTMLElement | null;
  captchaContainer: HTMLElement | null;
  button: HTMLButtonElement | null;
}

/** Finds the engine-rendered form `formId` and the regions around it (contact.jsont). */
export function useFormElement(formId: string): FormElements | null {
  const [found, setFound] = useState<FormElements | null>(null);
  useEffect(() => {
    const form = document.querySelector<HTMLFormElement>(`form[data-form-id="${CSS.escape(formId)}"]`);
    const definition = parseFormDefinition(form?.querySelector('script.form-data')?.textContent);
    if (!form || !definition) return;
    const items = new Map<string, HTMLElement>();
    for (const item of form.querySelectorAll<HTMLElement>('[data-field-id]')) items.set(item.dataset['fieldId'] ?? '', item);
    const byId = (suffix: string) => document.getElementById(`${formId}-${suffix}`);
    setFound({
      form,
      definition,
      items,
      above: byId('status-above'),
      below: byId('status-below'),
      submission: byId('submission'),
      captchaContainer: definition.captchaEnabled ? form.querySelector<HTMLElement>('.captcha-container') : null,
      button: form.querySelector<HTMLButtonElement>('button[type="submit"]'),
    });
  }, [formId]);
  return found;
}

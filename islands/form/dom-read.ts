/** Reads a field's inputs from the engine-rendered form (contact.jsont markup). */
import type { FormField } from '../../domain/forms/site-form.js';
import { emptyRaw, type RawField } from './sanitize.js';

export function fieldItem(form: HTMLFormElement, fieldId: string): HTMLElement | null {
  return form.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(fieldId)}"]`);
}

/** The inputs of a field, in order (for aria attributes and focus). */
export function fieldControls(form: HTMLFormElement, field: FormField): HTMLElement[] {
  const item = fieldItem(form, field.id);
  return item ? [...item.querySelectorAll<HTMLElement>('input, select, textarea')] : [];
}

export function readField(form: HTMLFormElement, field: FormField): RawField {
  const raw = emptyRaw();
  if (field.type === 'hidden') return raw;
  const item = fieldItem(form, field.id);
  if (!item) return raw;
  if (field.type === 'likert') {
    for (const group of item.querySelectorAll<HTMLElement>('[data-question]')) {
      const answers = [...group.querySelectorAll<HTMLInputElement>('input:checked')].map((i) => i.value);
      if (answers.length > 0) raw.likert[group.dataset['question'] ?? ''] = answers;
    }
    return raw;
  }
  for (const control of item.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked) raw.checked.push(control.value);
    } else raw.values.push(control.value);
  }
  return raw;
}

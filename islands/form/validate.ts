/** Local validation of the form widget (spec §5); the server validates again after. */
import { isVisitorEmail } from '../../domain/email-address.js';
import { checkAnswer } from '../../domain/forms/answer-checks.js';
import { isSection } from './field-kinds.js';
import type { FormField } from '../../domain/forms/site-form.js';
import { FORM_MESSAGES as M } from './messages.js';
import type { SanitizedValue } from './sanitize.js';

/** Whether a value is empty for its kind: no text, no part, no checked box; likert never counts. */
export function isEmptyValue(value: SanitizedValue): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => part.trim() === '');
  return false;
}

export function maxLengthOf(field: FormField): number | undefined {
  const max = Number(field.maxLength);
  return Number.isFinite(max) && max > 0 ? max : undefined;
}

/**
 * The first rule the value breaks, or undefined: Required, a textarea's limit and an email's
 * format as spec §5 words them, then the server's own rules of the other kinds
 * (domain/forms/answer-checks.ts: numbers, amounts, web addresses, dates, times, phones, the
 * offered options of a select, radio or checkbox), so the browser refuses what the server would.
 */
export function fieldError(field: FormField, value: SanitizedValue): string | undefined {
  if (isSection(field) || field.type === 'hidden' || field.type === 'likert') return undefined;
  const empty = isEmptyValue(value);
  if (empty) return field.required === true ? M.required : undefined;
  if (typeof value === 'string') {
    const max = maxLengthOf(field);
    if (field.type === 'textarea') return max !== undefined && value.length > max ? M.tooLong : undefined;
    if (field.type === 'email') return isVisitorEmail(value.trim()) ? undefined : M.email;
  }
  const checked = checkAnswer(field, value);
  return 'error' in checked ? checked.error : undefined;
}

/** Field id to message for every failing field. */
export function formErrors(fields: readonly FormField[], form: Readonly<Record<string, SanitizedValue>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = form[field.id];
    const error = value === undefined ? undefined : fieldError(field, value);
    if (error) errors[field.id] = error;
  }
  return errors;
}

/** "count / max" and whether it is over (spec §5 character counter). */
export function characterCount(text: string, max: number): { text: string; over: boolean } {
  return { text: `${text.length} / ${max}`, over: text.length > max };
}

/**
 * The additional-fields form's answers: checked before sending (spec 000 §5 wording) and
 * serialised as the add call takes them (a JSON string, spec 000 §7).
 */
import type { FormFieldData } from '../../domain/commerce/product-data.js';

export type Answers = Record<string, string>;

export const REQUIRED = 'Required';
export const TOO_LONG = 'You have exceeded the character limit.';
export const INVALID_FORM = 'One or more fields is invalid, please check your entries.';

/** Field id → message, for the fields that fail. */
export function checkAnswers(fields: readonly FormFieldData[], answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = (answers[field.id] ?? '').trim();
    if (field.required && value === '') errors[field.id] = REQUIRED;
    else if (field.maxLength !== undefined && value.length > field.maxLength) errors[field.id] = TOO_LONG;
  }
  return errors;
}

export function serialiseAnswers(fields: readonly FormFieldData[], answers: Answers): string {
  const known: Answers = {};
  for (const field of fields) known[field.id] = (answers[field.id] ?? '').trim();
  return JSON.stringify(known);
}

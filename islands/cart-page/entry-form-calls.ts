/** Opening a cart line's additional-fields form: its form and current answers (GET …/entries/{id}/additionalFields). */
import type { FormFieldData } from '../../domain/commerce/product-data.js';
import { apiRequest, type ApiResult } from '../shared/api-request.js';
import type { Answers } from '../lightbox/answers.js';

export const OPEN_FORM_FAILED = 'Unable to open form';

export interface EntryForm {
  form: { id: string; name: string; fields: FormFieldData[] };
  additionalFields: unknown;
}

export function fetchEntryForm(entryId: string): Promise<ApiResult<EntryForm>> {
  return apiRequest<EntryForm>(`/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}/additionalFields`);
}

/** The stored answers as the form edits them (text per field; a list of choices joined). */
export function answersOf(stored: unknown): Answers {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const answers: Answers = Object.create(null) as Answers;
  for (const [id, value] of Object.entries(stored)) {
    if (typeof value === 'string') answers[id] = value;
    else if (Array.isArray(value)) answers[id] = value.map(String).join(', ');
  }
  return answers;
}

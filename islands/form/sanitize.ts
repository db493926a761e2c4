/**
 * The sanitized value of each field kind (spec §3) from what the page's inputs hold, and the
 * `form` map of a submission (field id to value; sections left out).
 */
import { isMultiPart, isSection } from './field-kinds.js';
import type { FormField } from '../../domain/forms/site-form.js';

/** What the inputs of one field hold, read from the page (dom-read.ts). */
export interface RawField {
  /** Text values of the field's inputs in order (one for single-value fields, the parts of multi-part ones). */
  values: string[];
  /** Values of checked boxes or radios, in order. */
  checked: string[];
  /** Likert: question to the checked answers. */
  likert: Record<string, string[]>;
}

export const emptyRaw = (): RawField => ({ values: [], checked: [], likert: {} });

export type SanitizedValue = string | string[] | Record<string, string[]>;

/** The query parameter a hidden field reads: its key (the input's name), else its id. */
export const hiddenName = (field: FormField): string => (typeof field.key === 'string' && field.key !== '' ? field.key : field.id);

export function sanitizeField(field: FormField, raw: RawField, query: URLSearchParams): SanitizedValue {
  if (field.type === 'phone') return raw.values.length === 3 ? ['', ...raw.values] : [...raw.values];
  if (isMultiPart(field)) return [...raw.values];
  switch (field.type) {
    case 'checkbox':
      return [...raw.checked];
    case 'radio':
      return raw.checked[0] ?? '';
    case 'likert':
      return Object.fromEntries(Object.entries(raw.likert).map(([q, answers]) => [q, [...answers]]));
    case 'hidden': {
      const fromQuery = query.get(hiddenName(field));
      return fromQuery !== null && fromQuery !== '' ? fromQuery : typeof field.value === 'string' ? field.value : '';
    }
    default:
      return raw.values[0] ?? '';
  }
}

/** The submission's `form` map; `read` gives each field's raw inputs. */
export function formPayload(fields: readonly FormField[], read: (field: FormField) => RawField, query: URLSearchParams): Record<string, SanitizedValue> {
  const form: Record<string, SanitizedValue> = {};
  for (const field of fields) if (!isSection(field)) form[field.id] = sanitizeField(field, read(field), query);
  return form;
}

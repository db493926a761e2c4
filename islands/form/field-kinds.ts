/** The form field kinds (spec §3) and how each is answered. */
import type { FormField } from '../../domain/forms/site-form.js';

/** Kinds answered with a list of sub-field values; they need at least one part. */
export const MULTI_PART_KINDS: ReadonlySet<string> = new Set(['address', 'date', 'name', 'time', 'phone']);

export const isSection = (field: FormField): boolean => field.type === 'section';
export const isMultiPart = (field: FormField): boolean => MULTI_PART_KINDS.has(field.type);

/** Field kinds the widget knows; anything else is a single-value field. */
export const FIELD_KINDS = [
  'text', 'textarea', 'email', 'number', 'website', 'phone', 'name', 'address', 'date', 'time',
  'checkbox', 'radio', 'select', 'likert', 'hidden', 'section',
] as const;

import type { FormSummary } from '../../../domain/admin/form-answers.js';
import type { SiteForm } from '../../../domain/forms/site-form.js';

/** Field kinds that take no answer. */
const NOT_ANSWERS = new Set(['section']);

/** The columns of a form's submissions: every field that takes an answer, by its title (or key). */
export function formColumns(form: SiteForm): FormSummary['columns'] {
  return form.fields
    .filter((field) => !NOT_ANSWERS.has(field.type))
    .map((field) => ({ id: field.id, title: field.title ?? field.key ?? field.id }));
}

import type { FormSummary } from '../../../domain/admin/form-answers.js';
import { countFormSubmissions, type Store } from '../../db/index.js';
import { allForms, findForm } from '../../features/forms/forms-registry.js';
import { ApiError } from '../../edge/api-error.js';
import type { SiteForm } from '../../../domain/forms/site-form.js';
import { POPUP_FORM_ID } from '../../../domain/popup-overlay/settings.js';
import { formColumns } from './form-columns.js';
import { deletedForms } from './form-lifecycle.js';

/**
 * The site's forms with their submission counts, busiest first; and the forms deleted in the
 * builder that still have submissions (marked `deleted`), so what visitors sent is never out of reach.
 */
export async function formSummaries(store: Store): Promise<FormSummary[]> {
  const [forms, deleted, counts] = await Promise.all([allForms(), deletedForms(store), countFormSubmissions(store)]);
  const live = new Set(forms.map((f) => f.id));
  const gone = deleted.filter((f) => !live.has(f.id) && (counts.get(f.id)?.count ?? 0) > 0);
  const summary = (form: SiteForm, isDeleted: boolean): FormSummary => {
    const seen = counts.get(form.id);
    const editable = !isDeleted && form.id !== POPUP_FORM_ID;
    return { id: form.id, name: form.name, columns: formColumns(form), submissions: seen?.count ?? 0, latest: seen?.latest ?? null, editable, ...(isDeleted ? { deleted: true } : {}) };
  };
  return [...forms.map((f) => summary(f, false)), ...gone.map((f) => summary(f, true))].sort((a, b) => b.submissions - a.submissions || a.name.localeCompare(b.name));
}

/** A form of the site, or one deleted in the builder (its submissions stay readable), or 404. */
export async function requireForm(formId: string, store: Store): Promise<SiteForm> {
  const form = (await findForm(formId)) ?? (await deletedForms(store)).find((f) => f.id === formId);
  if (!form) throw new ApiError(404, 'unknown-form', 'That form does not exist on this site.', [{ path: 'formId', message: 'No such form.' }]);
  return form;
}

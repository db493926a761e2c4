import type { FormSummary } from '../../../domain/admin/form-answers.js';
import { countFormSubmissions, type Store } from '../../db/index.js';
import { allForms, findForm } from '../../features/forms/forms-registry.js';
import { ApiError } from '../../edge/api-error.js';
import type { SiteForm } from '../../../domain/forms/site-form.js';
import { formColumns } from './form-columns.js';

/** The site's forms with their submission counts, busiest first. */
export async function formSummaries(store: Store): Promise<FormSummary[]> {
  const [forms, counts] = await Promise.all([allForms(), countFormSubmissions(store)]);
  return forms
    .map((form) => {
      const seen = counts.get(form.id);
      return { id: form.id, name: form.name, columns: formColumns(form), submissions: seen?.count ?? 0, latest: seen?.latest ?? null };
    })
    .sort((a, b) => b.submissions - a.submissions || a.name.localeCompare(b.name));
}

/** A form of the site, or 404. */
export async function requireForm(formId: string): Promise<SiteForm> {
  const form = await findForm(formId);
  if (!form) throw new ApiError(404, 'unknown-form', 'That form does not exist on this site.', [{ path: 'formId', message: 'No such form.' }]);
  return form;
}

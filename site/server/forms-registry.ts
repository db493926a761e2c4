import { demoStore } from '../lib/demo-store-data.js';
import type { FormField, SiteForm } from './forms-types.js';

export type { FormField, SiteForm } from './forms-types.js';

function toForm(raw: Record<string, unknown> | undefined): SiteForm | undefined {
  if (!raw || typeof raw['id'] !== 'string' || !Array.isArray(raw['fields'])) return undefined;
  const name = typeof raw['name'] === 'string' ? raw['name'] : typeof raw['title'] === 'string' ? raw['title'] : raw['id'];
  return { ...raw, id: raw['id'], name, fields: raw['fields'] as FormField[], captchaEnabled: raw['captchaEnabled'] === true };
}

/** The site's forms (the contact page's form and the newsletter block), by id. */
const FORMS: ReadonlyMap<string, SiteForm> = new Map(
  [toForm(demoStore.contact.form), toForm(demoStore.contact.newsletter)]
    .filter((f): f is SiteForm => f !== undefined)
    .map((f) => [f.id, f]),
);

export function findForm(formId: string): SiteForm | undefined {
  return FORMS.get(formId);
}

export function allForms(): SiteForm[] {
  return [...FORMS.values()];
}

/** What a visitor's page may know of a form (everything but server-only settings). */
export function publicForm(form: SiteForm): Record<string, unknown> {
  return {
    id: form.id,
    name: form.name,
    fields: form.fields,
    submissionMessage: form.submissionMessage ?? null,
    submissionHTML: form.submissionHTML ?? null,
    successRedirect: form.successRedirect ?? null,
    disclaimerMessage: form.disclaimerMessage ?? null,
    captchaEnabled: form.captchaEnabled,
    captchaTheme: form.captchaTheme ?? null,
    captchaAlignment: form.captchaAlignment ?? null,
  };
}

/** The one form whose fields include every answered id (a submission without its form id). */
export function formForAnswers(ids: readonly string[]): SiteForm | undefined {
  if (ids.length === 0) return undefined;
  const matches = allForms().filter((f) => ids.every((id) => f.fields.some((field) => field.id === id)));
  return matches.length === 1 ? matches[0] : undefined;
}

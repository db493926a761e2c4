import type { SiteContent } from '../../content/types.js';
import { siteContent } from '../../server/store.js';
import type { FormField, SiteForm } from '../../../domain/forms/site-form.js';
import { isJsonObject, type JsonObject } from '../../../domain/json-object.js';
import { hasPopupSettings, popupOverlayForm, popupSettingsOf } from '../../../domain/popup-overlay/settings.js';

export type { FormField, SiteForm } from '../../../domain/forms/site-form.js';

function toForm(raw: unknown): SiteForm | undefined {
  if (!isJsonObject(raw) || typeof raw['id'] !== 'string' || !Array.isArray(raw['fields'])) return undefined;
  const name = typeof raw['name'] === 'string' ? raw['name'] : typeof raw['title'] === 'string' ? raw['title'] : raw['id'];
  return { ...raw, id: raw['id'], name, fields: raw['fields'] as FormField[], captchaEnabled: raw['captchaEnabled'] === true };
}

/** The forms the stored pages carry (a page's `form`, `newsletter` and `forms[]`), by id. */
export function formsOf(content: SiteContent): Map<string, SiteForm> {
  const forms = new Map<string, SiteForm>();
  for (const record of content.pages as unknown as JsonObject[]) {
    const candidates = [record['form'], record['newsletter'], ...(Array.isArray(record['forms']) ? record['forms'] : [])];
    for (const form of candidates.map(toForm)) if (form && !forms.has(form.id)) forms.set(form.id, form);
  }
  // The newsletter popup's sign-up form, once the owner has set the popup up (on or off).
  const popup = hasPopupSettings(content.website) ? toForm(popupOverlayForm(popupSettingsOf(content.website))) : undefined;
  if (popup && !forms.has(popup.id)) forms.set(popup.id, popup);
  return forms;
}

async function forms(): Promise<Map<string, SiteForm>> {
  return formsOf((await siteContent()).content);
}

export async function findForm(formId: string): Promise<SiteForm | undefined> {
  return (await forms()).get(formId);
}

export async function allForms(): Promise<SiteForm[]> {
  return [...(await forms()).values()];
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
export async function formForAnswers(ids: readonly string[]): Promise<SiteForm | undefined> {
  if (ids.length === 0) return undefined;
  const matches = (await allForms()).filter((f) => ids.every((id) => f.fields.some((field) => field.id === id)));
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * Creating and deleting a form in the builder. A new form is placed on a page that shows forms
 * (its page part's `forms` list, versioned like any save); deleting removes it from its page part
 * and keeps the form itself as `deleted-form:<id>` in the same write, so its stored submissions
 * stay listed and readable under Form submissions (they are never deleted).
 */
import { randomUUID } from 'node:crypto';
import { newField } from '../../../domain/admin/forms/form-fields.js';
import type { FormCreate, FormDefinitionAnswer, FormPage } from '../../../domain/admin/forms/form-model.js';
import { isJsonObject, type JsonObject } from '../../../domain/json-object.js';
import type { SiteForm } from '../../../domain/forms/site-form.js';
import { changeVersionedParts, listVersionedParts, readVersionedPart, saveVersionedPart, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { cleanForm, cleanPageRecord } from '../../content/content-cleaning.js';
import { locate, pageOf, readFormDefinition, slotsOf, unknownForm } from './form-definition.js';

const PAGE = 'page:';
export const DELETED_FORM = 'deleted-form:';

/** The pages that show forms: those already holding one (their template renders a page's forms). */
export async function formPages(store: Store): Promise<FormPage[]> {
  const pages: FormPage[] = [];
  for (const part of await listVersionedParts(store, PAGE)) {
    if (!isJsonObject(part.value)) continue;
    const page = part.value;
    const holdsForms = slotsOf(page).some(({ form }) => isJsonObject(form)) || Array.isArray(page['forms']);
    if (!holdsForms) continue;
    const { url, title } = pageOf(part);
    pages.push({ id: part.part.slice(PAGE.length), title, url });
  }
  return pages;
}

/** A new form on the chosen page: its name and one optional email field to start from. */
export async function createForm(store: Store, input: FormCreate, savedBy: string): Promise<FormDefinitionAnswer> {
  const shown = await formPages(store);
  const part = shown.some((p) => p.id === input.pageId) ? await readVersionedPart(store, `${PAGE}${input.pageId}`) : undefined;
  if (!part || !isJsonObject(part.value)) {
    throw new ApiError(400, 'invalid-input', 'That page does not show forms.', [{ path: 'pageId', message: 'Choose one of the pages that show forms.' }]);
  }
  const id = `form-${randomUUID().slice(0, 8)}`;
  const field = { ...newField('email', `field-${randomUUID().slice(0, 8)}`), title: 'Email' };
  const form: JsonObject = { id, name: input.name, fields: [field], captchaEnabled: false, captchaTheme: 1, captchaAlignment: 1, storage: {} };
  const page = { ...part.value };
  page['forms'] = [...(Array.isArray(page['forms']) ? page['forms'] : []), cleanForm(form) as JsonObject];
  await saveVersionedPart(store, part.part, cleanPageRecord(page), { expectedVersion: part.version, savedBy });
  return readFormDefinition(store, id);
}

/**
 * Removes the form from its page (409 when the page changed since `expectedVersion`) and keeps it
 * as a deleted form, in one transaction.
 */
export async function deleteForm(store: Store, formId: string, expectedVersion: number, savedBy: string): Promise<{ deleted: true; pageUrl: string }> {
  const located = await locate(store, formId);
  if (!located) throw unknownForm();
  const page = { ...(located.part.value as JsonObject) };
  if (located.slot.key === 'forms') {
    const index = located.slot.index;
    page['forms'] = (page['forms'] as unknown[]).filter((_, i) => i !== index) as JsonObject[];
  } else delete page[located.slot.key];
  const where = pageOf(located.part);
  const kept = await readVersionedPart(store, `${DELETED_FORM}${formId}`);
  await changeVersionedParts(
    store,
    [
      { part: located.part.part, expectedVersion, value: cleanPageRecord(page) },
      { part: `${DELETED_FORM}${formId}`, expectedVersion: kept?.version ?? 0, value: { form: located.form, deletedAt: Date.now(), deletedBy: savedBy, pageUrl: where.url, pageTitle: where.title } },
    ],
    savedBy,
  );
  return { deleted: true, pageUrl: where.url };
}

/** The forms deleted in the builder, as they were when deleted. */
export async function deletedForms(store: Store): Promise<SiteForm[]> {
  const forms: SiteForm[] = [];
  for (const part of await listVersionedParts(store, DELETED_FORM)) {
    const form = isJsonObject(part.value) ? part.value['form'] : undefined;
    if (!isJsonObject(form) || typeof form['id'] !== 'string' || !Array.isArray(form['fields'])) continue;
    const name = typeof form['name'] === 'string' ? form['name'] : typeof form['title'] === 'string' ? form['title'] : form['id'];
    forms.push({ ...form, id: form['id'], name, fields: form['fields'] as SiteForm['fields'], captchaEnabled: form['captchaEnabled'] === true });
  }
  return forms;
}

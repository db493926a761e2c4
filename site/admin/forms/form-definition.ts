/**
 * The form builder's server side: a site form read from the page content part that carries it
 * (`page:<id>` → `form`, `newsletter` or `forms[i]`) with that part's version, and saved back into
 * the same slot with `saveVersionedPart` (409 `stale-version` when the part changed since). The
 * form's other keys (a newsletter's title and description…) are kept; the site renders the form
 * and checks its answers from what is stored, at once (the pages' caches key on the version).
 */
import { builderFieldSchema, FIELD_MESSAGES, TEXTAREA_LIMIT_FLAG, type BuilderField } from '../../../domain/admin/forms/form-fields.js';
import { readWebsiteSettings, WEBSITE_PART } from '../../../domain/content/website-settings.js';
import type { BuilderForm, FormDefinitionAnswer } from '../../../domain/admin/forms/form-model.js';
import { isJsonObject, type JsonObject } from '../../../domain/json-object.js';
import type { Store } from '../../db/index.js';
import { listVersionedParts, readVersionedPart, saveVersionedPart, type VersionedPart } from '../../db/versioned-content.js';
import { ApiError } from '../../edge/api-error.js';
import { cleanForm, cleanPageRecord } from '../../content/content-cleaning.js';

/** Where a form sits in its page part. */
export type Slot = { key: 'form' | 'newsletter' } | { key: 'forms'; index: number };

export interface Located {
  part: VersionedPart;
  slot: Slot;
  form: JsonObject;
}

export function slotsOf(page: JsonObject): { slot: Slot; form: unknown }[] {
  const listed = Array.isArray(page['forms']) ? (page['forms'] as unknown[]) : [];
  return [
    { slot: { key: 'form' } as Slot, form: page['form'] },
    { slot: { key: 'newsletter' } as Slot, form: page['newsletter'] },
    ...listed.map((form, index) => ({ slot: { key: 'forms', index } as Slot, form })),
  ];
}

/** Where a form lives: its page part, its slot there, the stored form. */
export async function locate(store: Store, formId: string): Promise<Located | undefined> {
  for (const part of await listVersionedParts(store, 'page:')) {
    if (!isJsonObject(part.value)) continue;
    for (const { slot, form } of slotsOf(part.value)) if (isJsonObject(form) && form['id'] === formId) return { part, slot, form };
  }
  return undefined;
}

export const unknownForm = () => new ApiError(404, 'unknown-form', 'That form does not exist on this site.', [{ path: 'formId', message: 'No such form.' }]);

/** A stored field as the builder edits it: its kind's properties only (others, e.g. a text field's old limit, dropped). */
function builderField(raw: unknown): BuilderField | undefined {
  const parsed = builderFieldSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const numberIn = (v: unknown, allowed: readonly number[], fallback: number): number => (typeof v === 'number' && allowed.includes(v) ? v : fallback);

function builderForm(form: JsonObject): BuilderForm {
  const storage = isJsonObject(form['storage']) ? form['storage'] : {};
  return {
    id: String(form['id']),
    name: text(form['name']) ?? text(form['title']) ?? String(form['id']),
    fields: (Array.isArray(form['fields']) ? form['fields'] : []).map(builderField).filter((f): f is BuilderField => f !== undefined),
    storage: { notificationEmail: text(storage['notificationEmail']) ?? '' },
    submitButtonText: text(form['submitButtonText']),
    submissionMessage: text(form['submissionMessage']),
    submissionHTML: text(form['submissionHTML']),
    successRedirect: text(form['successRedirect']),
    captchaEnabled: form['captchaEnabled'] === true,
    captchaTheme: numberIn(form['captchaTheme'], [1, 2], 1),
    captchaAlignment: numberIn(form['captchaAlignment'], [1, 2, 3], 1),
    disclaimerMessage: text(form['disclaimerMessage']),
  };
}

export function pageOf(part: VersionedPart): { url: string; title: string } {
  const page = isJsonObject(part.value) && isJsonObject(part.value['page']) ? part.value['page'] : {};
  const urlId = text(page['urlId']) ?? '';
  return { url: text(page['fullUrl']) ?? `/${urlId}`, title: text(page['title']) ?? urlId };
}

/** Whether the website's feature flag lets the builder edit a textarea's character limit (spec 001 §3). */
async function textareaLimitOn(store: Store): Promise<boolean> {
  const { featureFlags } = readWebsiteSettings((await readVersionedPart(store, WEBSITE_PART))?.value);
  return featureFlags[TEXTAREA_LIMIT_FLAG] === true;
}

function answer(located: Located, textareaLimit: boolean): FormDefinitionAnswer {
  const page = pageOf(located.part);
  return { form: builderForm(located.form), version: located.part.version, pageUrl: page.url, pageTitle: page.title, textareaLimit };
}

export async function readFormDefinition(store: Store, formId: string): Promise<FormDefinitionAnswer> {
  const located = await locate(store, formId);
  if (!located) throw unknownForm();
  return answer(located, await textareaLimitOn(store));
}

/** With the flag off, a textarea keeps the limit it has (none for a new one): a change is refused, naming the field. */
function refuseLimitChanges(previous: JsonObject, form: BuilderForm): void {
  const before = new Map((Array.isArray(previous['fields']) ? previous['fields'] : []).filter(isJsonObject).map((f) => [f['id'], f['maxLength']]));
  const issues = form.fields.flatMap((field, i) =>
    field.type === 'textarea' && field.maxLength !== before.get(field.id) ? [{ path: `form.fields.${String(i)}.maxLength`, message: FIELD_MESSAGES.maxLengthOff }] : [],
  );
  if (issues.length > 0) throw new ApiError(400, 'invalid-input', FIELD_MESSAGES.maxLengthOff, issues);
}

/** Empty optional texts are left out of the stored form, so templates see them as missing. */
function storedForm(previous: JsonObject, form: BuilderForm): JsonObject {
  const next: JsonObject = { ...previous, ...form, id: previous['id'] };
  for (const key of ['submitButtonText', 'submissionMessage', 'submissionHTML', 'successRedirect', 'disclaimerMessage'] as const) {
    if (next[key] === undefined || next[key] === '') delete next[key];
  }
  const email = form.storage.notificationEmail ?? '';
  next['storage'] = email === '' ? {} : { notificationEmail: email };
  // A form known by its title (a newsletter block's heading) is renamed there too.
  if (typeof previous['title'] === 'string' && typeof previous['name'] !== 'string') next['title'] = form.name;
  return next;
}

export async function saveFormDefinition(store: Store, formId: string, form: BuilderForm, expectedVersion: number, savedBy: string): Promise<FormDefinitionAnswer> {
  if (form.id !== formId) throw new ApiError(400, 'invalid-input', 'The form id does not match the address.', [{ path: 'form.id', message: 'The form id does not match the address.' }]);
  const located = await locate(store, formId);
  if (!located) throw unknownForm();
  const textareaLimit = await textareaLimitOn(store);
  if (!textareaLimit) refuseLimitChanges(located.form, form);
  const page = { ...(located.part.value as JsonObject) };
  const next = cleanForm(storedForm(located.form, form)) as JsonObject;
  if (located.slot.key === 'forms') {
    const list = [...(page['forms'] as unknown[])];
    list[located.slot.index] = next;
    page['forms'] = list;
  } else page[located.slot.key] = next;
  const saved = await saveVersionedPart(store, located.part.part, cleanPageRecord(page), { expectedVersion, savedBy });
  return answer({ part: saved, slot: located.slot, form: next }, textareaLimit);
}

/**
 * Where rich text lives in the content, each field cleaned by `cleanRichText` (rich-text.ts):
 * items' (products' too) `body`, `excerpt` and `description`; a collection's `description`; a
 * page's `description`, block fields and other texts (its top-level strings); a form's
 * `description`, `submissionMessage`, `submissionHTML`, `disclaimerMessage` and its fields'
 * descriptions; the website's `tagline`. Admin saves pass what they store through these, and
 * the content snapshot every page reads is built through them. An object none of whose fields
 * changed is returned as it is.
 */
import { isJsonObject, type JsonObject } from '../../domain/json-object.js';
import { cleanRichText } from './rich-text.js';

const ITEM_FIELDS = ['body', 'excerpt', 'description'] as const;
const FORM_FIELDS = ['description', 'submissionMessage', 'submissionHTML', 'disclaimerMessage'] as const;
const PAGE_FORM_KEYS = ['form', 'newsletter'] as const;

/** The object with the named string fields cleaned (the same object when none changed). */
function withCleanFields<T extends JsonObject>(value: T, fields: readonly string[]): T {
  let out: T | undefined;
  for (const field of fields) {
    const text = value[field];
    if (typeof text !== 'string') continue;
    const clean = cleanRichText(text);
    if (clean === text) continue;
    out ??= { ...value };
    (out as JsonObject)[field] = clean;
  }
  return out ?? value;
}

function mapChanged<T>(list: readonly T[], clean: (entry: T) => T): T[] | undefined {
  const out = list.map(clean);
  return out.some((entry, at) => entry !== list[at]) ? out : undefined;
}

export function cleanItem<T extends JsonObject>(item: T): T {
  return withCleanFields(item, ITEM_FIELDS);
}

export function cleanForm(form: unknown): unknown {
  if (!isJsonObject(form)) return form;
  const out = withCleanFields(form, FORM_FIELDS);
  const fields = Array.isArray(out['fields']) ? mapChanged(out['fields'] as unknown[], (field) => (isJsonObject(field) ? withCleanFields(field, ['description']) : field)) : undefined;
  return fields ? { ...out, fields } : out;
}

/** A collection part or record: its description and its items. */
export function cleanCollectionRecord<T extends JsonObject>(record: T): T {
  let out = record;
  const header = record['collection'];
  if (isJsonObject(header)) {
    const clean = withCleanFields(header, ['description']);
    if (clean !== header) out = { ...out, collection: clean };
  }
  const items = Array.isArray(record['items']) ? mapChanged(record['items'] as unknown[], (item) => (isJsonObject(item) ? cleanItem(item) : item)) : undefined;
  return items ? { ...out, items } : out;
}

/** A page part or record: its description, block fields, texts and forms. */
export function cleanPageRecord<T extends JsonObject>(record: T): T {
  const texts = Object.keys(record).filter((key) => typeof record[key] === 'string');
  let out = withCleanFields(record, texts);
  const header = out['page'];
  if (isJsonObject(header)) {
    const clean = withCleanFields(header, ['description']);
    if (clean !== header) out = { ...out, page: clean };
  }
  const blocks = out['blockFields'];
  if (isJsonObject(blocks)) {
    const clean = withCleanFields(blocks, Object.keys(blocks));
    if (clean !== blocks) out = { ...out, blockFields: clean };
  }
  for (const key of PAGE_FORM_KEYS) {
    const clean = cleanForm(out[key]);
    if (clean !== out[key]) out = { ...out, [key]: clean };
  }
  const forms = Array.isArray(out['forms']) ? mapChanged(out['forms'] as unknown[], cleanForm) : undefined;
  return forms ? { ...out, forms } : out;
}

export function cleanWebsite<T extends JsonObject>(website: T): T {
  return withCleanFields(website, ['tagline']);
}

/** A stored content part (`website`, `collection:<id>`, `page:<id>`) with its rich text cleaned; other parts as they are. */
export function cleanContentPart(part: string, value: unknown): unknown {
  if (!isJsonObject(value)) return value;
  if (part === 'website') return cleanWebsite(value);
  if (part.startsWith('collection:')) return cleanCollectionRecord(value);
  if (part.startsWith('page:')) return cleanPageRecord(value);
  return value;
}

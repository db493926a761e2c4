import type { JsonObject } from '../../domain/json-object.js';
/** A page's forms as visitors' pages may carry them: without their server-only `storage` settings. */

const FORM_KEYS = ['form', 'newsletter'] as const;

function publicForm(form: unknown): unknown {
  if (form === null || typeof form !== 'object' || Array.isArray(form) || !('storage' in form)) return form;
  const { storage: _storage, ...rest } = form as JsonObject;
  return rest;
}

export function withPublicForms(record: JsonObject): JsonObject {
  const out: JsonObject = { ...record };
  for (const key of FORM_KEYS) if (key in out) out[key] = publicForm(out[key]) as JsonObject[keyof JsonObject];
  if (Array.isArray(out['forms'])) out['forms'] = (out['forms'] as unknown[]).map(publicForm) as JsonObject[keyof JsonObject];
  return out;
}

import { ApiError, type ApiIssue } from '../../edge/api-error.js';
import { isJsonObject, type JsonObject } from '../../../domain/json-object.js';

/** One field of an item's additional-fields form, as the site content writes it. */
interface FormField {
  id: string;
  title: string;
  type: string;
  required: boolean;
  maxLength?: number;
  options?: string[];
}

/** The fields of the additional-fields form in a product's content; undefined without a form. */
export function formFields(content: unknown): FormField[] | undefined {
  const structured = isJsonObject(content) && isJsonObject(content['structuredContent']) ? content['structuredContent'] : undefined;
  const form = structured?.['additionalFieldsForm'];
  if (!isJsonObject(form) || !Array.isArray(form['fields'])) return undefined;
  return form['fields'].filter(isJsonObject).map((f) => ({
    id: String(f['id']),
    title: typeof f['title'] === 'string' ? f['title'] : String(f['id']),
    type: typeof f['type'] === 'string' ? f['type'] : 'text',
    required: f['required'] === true,
    ...(typeof f['maxLength'] === 'number' ? { maxLength: f['maxLength'] } : {}),
    ...(Array.isArray(f['options']) ? { options: f['options'].map(String) } : {}),
  }));
}

/**
 * Checks the answers against the item's form: an item without a form takes none; with one, only
 * its fields, every required one answered, within its length and among its options.
 */
export function checkAnswers(content: unknown, answers: Record<string, string | string[]> | null | undefined): void {
  const fields = formFields(content);
  const given = answers ?? null;
  if (!fields) {
    if (given && Object.keys(given).length > 0) fail([{ path: 'additionalFields', message: 'This item has no additional fields.' }]);
    return;
  }
  if (!given) fail([{ path: 'additionalFields', message: 'Please fill in the form for this item.' }]);
  const issues: ApiIssue[] = [];
  const byId = new Map(fields.map((f) => [f.id, f]));
  for (const id of Object.keys(given)) {
    if (!byId.has(id)) issues.push({ path: `additionalFields.${id}`, message: `The form has no field ${id}.` });
  }
  for (const field of fields) {
    const value = given[field.id];
    const texts = value === undefined ? [] : Array.isArray(value) ? value : [value];
    const path = `additionalFields.${field.id}`;
    if (field.required && texts.every((t) => t.trim() === '')) issues.push({ path, message: `${field.title}: Required` });
    if (field.maxLength !== undefined && texts.some((t) => t.length > (field.maxLength as number))) {
      issues.push({ path, message: `${field.title}: You have exceeded the character limit.` });
    }
    if (field.options && texts.some((t) => t !== '' && !field.options?.includes(t))) {
      issues.push({ path, message: `${field.title}: choose one of ${field.options.join(', ')}.` });
    }
  }
  if (issues.length > 0) fail(issues);
}

function fail(issues: ApiIssue[]): never {
  throw new ApiError(400, 'invalid-additional-fields', issues.map((i) => i.message).join(' '), issues);
}

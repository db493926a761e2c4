/**
 * A line's personalisation: the answers given to its product's additional-fields form (a
 * monogram's initials and colour), each under the form field's own title, in the form's order.
 * Shared by the server (cart, order, emails, Commerce API) and the islands (cart page, admin order).
 */

/** One answer as every surface shows it: "Initials: ABC". */
export interface PersonalisationAnswer {
  fieldId: string;
  label: string;
  value: string;
}

/** A form field as far as its answers' labels need it. */
export interface PersonalisationField {
  id: string;
  title: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const answerText = (value: unknown): string => (Array.isArray(value) ? value.map(String).join(', ') : typeof value === 'string' ? value : String(value));

/**
 * The answers under their fields' titles: the form's fields first, in its order; an answer to a
 * field the form no longer has keeps its id as its label. Blank answers are left out.
 */
export function personalisationOf(fields: readonly PersonalisationField[] | undefined, answers: unknown): PersonalisationAnswer[] {
  if (!isRecord(answers)) return [];
  const out: PersonalisationAnswer[] = [];
  const seen = new Set<string>();
  for (const field of fields ?? []) {
    if (!Object.hasOwn(answers, field.id)) continue;
    seen.add(field.id);
    out.push({ fieldId: field.id, label: field.title, value: answerText(answers[field.id]) });
  }
  for (const id of Object.keys(answers)) if (!seen.has(id)) out.push({ fieldId: id, label: id, value: answerText(answers[id]) });
  return out.filter((a) => a.value.trim() !== '');
}

/** Answers read back from storage or a call: only well-formed ones survive. */
export function parsePersonalisation(value: unknown): PersonalisationAnswer[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (a): a is PersonalisationAnswer => isRecord(a) && typeof a['fieldId'] === 'string' && typeof a['label'] === 'string' && typeof a['value'] === 'string',
  );
}

/** One line of text: "Initials: ABC; Letter colour: Cobalt" (empty without answers). */
export function personalisationText(answers: readonly PersonalisationAnswer[]): string {
  return answers.map((a) => `${a.label}: ${a.value}`).join('; ');
}

/** The fields of the additional-fields form in a product's content item (`structuredContent.additionalFieldsForm`). */
export function personalisationFields(productContent: unknown): PersonalisationField[] | undefined {
  const structured = isRecord(productContent) && isRecord(productContent['structuredContent']) ? productContent['structuredContent'] : undefined;
  const form = structured?.['additionalFieldsForm'];
  if (!isRecord(form) || !Array.isArray(form['fields'])) return undefined;
  return form['fields'].filter(isRecord).map((f) => ({ id: String(f['id']), title: typeof f['title'] === 'string' ? f['title'] : String(f['id']) }));
}

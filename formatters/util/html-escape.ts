const TEXT = /[&<>]/g;
const ATTRIBUTE = /[&<>"]/g;
const HAS_TEXT = /[&<>]/;
const HAS_ATTRIBUTE = /[&<>"]/;

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

function entity(c: string): string {
  return ENTITIES[c] ?? c;
}

/** Escapes text for an HTML element body: `&`, `<` and `>`. */
export function escapeHtml(text: string): string {
  return HAS_TEXT.test(text) ? text.replace(TEXT, entity) : text;
}

/** Escapes text for a double-quoted HTML attribute: `&`, `<`, `>` and `"`. */
export function escapeAttribute(text: string): string {
  return HAS_ATTRIBUTE.test(text) ? text.replace(ATTRIBUTE, entity) : text;
}

const TEXT = /[&<>]/g;
const ATTRIBUTE = /[&<>"]/g;

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
  return text.replace(TEXT, entity);
}

/** Escapes text for a double-quoted HTML attribute: `&`, `<`, `>` and `"`. */
export function escapeAttribute(text: string): string {
  return text.replace(ATTRIBUTE, entity);
}

/** Alt text taken from an item's body is cut to this many characters. */
export const MAX_ALT_TEXT_LENGTH = 1000;

/** The fields alt text can come from, as text ('' when the item has none). */
export interface AltTextFields {
  readonly title: string;
  readonly body: string;
  readonly filename: string;
}

/** The text of HTML with every tag replaced by one space. */
export function removeTags(html: string): string {
  return html.replace(/<[^>]*(>|$)/g, (tag) => (tag.endsWith('>') ? ' ' : ''));
}

/** Alt text for an item without its own: the title, else the body's text (capped), else the file name. */
export function altTextFromFields(fields: AltTextFields): string {
  if (fields.title !== '') return fields.title;
  const text = removeTags(fields.body);
  if (text !== '') return cap(text, MAX_ALT_TEXT_LENGTH);
  return fields.filename;
}

function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  // Never keep half of a surrogate pair.
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

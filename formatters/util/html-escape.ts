/** The entity of `&` (38), `<` (60), `>` (62) or `"` (34). */
function entity(c: number): string {
  return c === 38 ? '&amp;' : c === 60 ? '&lt;' : c === 62 ? '&gt;' : '&quot;';
}

/**
 * `text` from `first` (the first character to replace) on, with `&`, `<`, `>` (and `"` when
 * `quote`) replaced by their entities: the runs between them are copied as slices.
 */
function escapeFrom(text: string, first: number, quote: boolean): string {
  let out = text.slice(0, first);
  let from = first;
  for (let i = first; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 62 || (c !== 38 && c !== 60 && c !== 62 && (c !== 34 || !quote))) continue;
    out += text.slice(from, i) + entity(c);
    from = i + 1;
  }
  return out + text.slice(from);
}

/**
 * Long texts escaped already, by text (one table for each kind of escaping): the JSON of a
 * product's variants in an attribute is the same at every render of its page, and finding it
 * costs a fraction of rebuilding it with every quote replaced. Bounded by the characters kept.
 */
class Escaped {
  private readonly texts = new Map<string, string>();
  private size = 0;

  get(text: string, first: number, quote: boolean): string {
    if (text.length < MIN_KEPT_LENGTH || text.length > MAX_KEPT_LENGTH) return escapeFrom(text, first, quote);
    let escaped = this.texts.get(text);
    if (escaped === undefined) {
      escaped = escapeFrom(text, first, quote);
      this.size += text.length + escaped.length;
      if (this.size > MAX_KEPT_CHARACTERS) {
        this.texts.clear();
        this.size = text.length + escaped.length;
      }
      this.texts.set(text, escaped);
    }
    return escaped;
  }
}

const MIN_KEPT_LENGTH = 256;
const MAX_KEPT_LENGTH = 65_536;
const MAX_KEPT_CHARACTERS = 1_000_000;
const escapedHtml = new Escaped();
const escapedAttributes = new Escaped();

/**
 * Escapes text for an HTML element body: `&`, `<` and `>`. Text with none of them (most of it)
 * is returned as it is, after one scan of its characters.
 */
export function escapeHtml(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 62 && (c === 38 || c === 60 || c === 62)) return escapedHtml.get(text, i, false);
  }
  return text;
}

/** Escapes text for a double-quoted HTML attribute: `&`, `<`, `>` and `"`. */
export function escapeAttribute(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 62 && (c === 38 || c === 60 || c === 62 || c === 34)) return escapedAttributes.get(text, i, true);
  }
  return text;
}

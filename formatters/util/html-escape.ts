/** The entity of `&` (38), `<` (60), `>` (62) or `"` (34). */
function entity(c: number): string {
  return c === 38 ? '&amp;' : c === 60 ? '&lt;' : c === 62 ? '&gt;' : '&quot;';
}

const TEXT = /[&<>]/;
const ATTRIBUTE = /[&<>"]/;

/**
 * `text` with `&`, `<`, `>` (and `"` when `quote`) replaced by their entities: found by a regular
 * expression (text with none is returned as it is), then one scan from the first, copying the
 * runs between them as slices.
 */
function escape(text: string, quote: boolean): string {
  const first = text.search(quote ? ATTRIBUTE : TEXT);
  if (first < 0) return text;
  let out = '';
  let from = 0;
  for (let i = first; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 62 || (c !== 38 && c !== 60 && c !== 62 && (c !== 34 || !quote))) continue;
    out += text.slice(from, i) + entity(c);
    from = i + 1;
  }
  return out + text.slice(from);
}

/** Escapes text for an HTML element body: `&`, `<` and `>`. */
export function escapeHtml(text: string): string {
  return escape(text, false);
}

/** Escapes text for a double-quoted HTML attribute: `&`, `<`, `>` and `"`. */
export function escapeAttribute(text: string): string {
  return escape(text, true);
}

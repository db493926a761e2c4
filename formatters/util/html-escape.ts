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
 * Escapes text for an HTML element body: `&`, `<` and `>`. Text with none of them (most of it)
 * is returned as it is, after one scan of its characters.
 */
export function escapeHtml(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 62 && (c === 38 || c === 60 || c === 62)) return escapeFrom(text, i, false);
  }
  return text;
}

/** Escapes text for a double-quoted HTML attribute: `&`, `<`, `>` and `"`. */
export function escapeAttribute(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 62 && (c === 38 || c === 60 || c === 62 || c === 34)) return escapeFrom(text, i, true);
  }
  return text;
}

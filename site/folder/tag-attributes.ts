/** The attributes of a platform tag as written, and where the tag ends. */
export interface ParsedTag {
  attributes: Record<string, string>;
  /** The quote each attribute was written with (`"` when none), to write its value back as it was. */
  quotes: Record<string, '"' | "'">;
  /** Offset just past the tag's `>`. */
  end: number;
  selfClosing: boolean;
}

export type TagParse = { ok: true; tag: ParsedTag } | { ok: false; message: string; offset: number };

const NAME_CHAR = /[A-Za-z0-9_:.-]/;
const SPACE = /\s/;

/**
 * Reads `name="v" name='v' name=v name` up to `>` or `/>`, starting right after the tag name.
 * A repeated attribute is an error (it would make the tag's key ambiguous).
 */
export function parseTagAttributes(source: string, start: number): TagParse {
  const attributes: Record<string, string> = Object.create(null) as Record<string, string>;
  const quotes: Record<string, '"' | "'"> = Object.create(null) as Record<string, '"' | "'">;
  let i = start;
  for (;;) {
    while (i < source.length && SPACE.test(source[i] as string)) i++;
    const c = source[i];
    if (c === undefined) return { ok: false, message: 'the tag is not closed with > before the end of the file', offset: start };
    if (c === '>') return { ok: true, tag: { attributes, quotes, end: i + 1, selfClosing: false } };
    if (c === '/' && source[i + 1] === '>') return { ok: true, tag: { attributes, quotes, end: i + 2, selfClosing: true } };
    if (!NAME_CHAR.test(c)) return { ok: false, message: `unexpected '${c}' in the tag's attributes`, offset: i };
    const nameStart = i;
    while (i < source.length && NAME_CHAR.test(source[i] as string)) i++;
    const name = source.slice(nameStart, i);
    let value = '';
    let quoted: '"' | "'" = '"';
    let j = i;
    while (j < source.length && SPACE.test(source[j] as string)) j++;
    if (source[j] === '=') {
      j++;
      while (j < source.length && SPACE.test(source[j] as string)) j++;
      const quote = source[j];
      if (quote === '"' || quote === "'") {
        const close = source.indexOf(quote, j + 1);
        if (close < 0) return { ok: false, message: `the value of ${name} has no closing ${quote}`, offset: j };
        value = source.slice(j + 1, close);
        quoted = quote;
        i = close + 1;
      } else {
        const valueStart = j;
        while (j < source.length && !SPACE.test(source[j] as string) && source[j] !== '>' && !(source[j] === '/' && source[j + 1] === '>')) j++;
        if (j === valueStart) return { ok: false, message: `${name}= has no value`, offset: valueStart };
        value = source.slice(valueStart, j);
        i = j;
      }
    }
    if (Object.prototype.hasOwnProperty.call(attributes, name)) {
      return { ok: false, message: `attribute ${name} is given twice`, offset: nameStart };
    }
    attributes[name] = value;
    quotes[name] = quoted;
  }
}

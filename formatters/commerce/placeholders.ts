const PLACEHOLDER = /\{\s*([A-Za-z_][\w]*)\s*\}/g;
/** Distinct messages kept split; past this many the cache starts again. */
const MAX_MESSAGES = 256;
const split = new Map<string, readonly string[]>();

/**
 * A message as `[text, name, placeholder, text, name, placeholder, …, text]`: literal runs, and
 * for each placeholder its name and its whole text (kept when the name has no value).
 */
function parts(message: string): readonly string[] {
  let found = split.get(message);
  if (found === undefined) {
    const list: string[] = [];
    let from = 0;
    for (const match of message.matchAll(PLACEHOLDER)) {
      list.push(message.slice(from, match.index), match[1] as string, match[0]);
      from = (match.index as number) + match[0].length;
    }
    list.push(message.slice(from));
    if (split.size >= MAX_MESSAGES) split.clear();
    split.set(message, (found = list));
  }
  return found;
}

/** Replaces `{name}` in a message with the named values; other braces stay as written. */
export function fillPlaceholders(message: string, values: Readonly<Record<string, string>>): string {
  const list = parts(message);
  let out = list[0] as string;
  for (let i = 1; i < list.length; i += 3) {
    const name = list[i] as string;
    out += Object.hasOwn(values, name) ? (values[name] ?? '') : (list[i + 1] as string);
    out += list[i + 2] as string;
  }
  return out;
}

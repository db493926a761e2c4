import { placeholderParts } from '../../domain/placeholder-parts.js';

const parts = placeholderParts(/\{\s*([A-Za-z_][\w]*)\s*\}/g);

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

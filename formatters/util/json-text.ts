import type { JsonValue } from '../../engine/plugin.js';

/** The value as JSON text, `''` when it is missing. */
export function rawJson(value: JsonValue, indent?: number): string {
  return JSON.stringify(value, null, indent) ?? '';
}

/**
 * The value as JSON that is safe inside a `<script>` element: every `</` becomes `<\/` (as the
 * Java reference writes it) and every `<!--` becomes `\u003c!--`, which would otherwise put the
 * script in its "escaped" state and swallow the page after it. Both only occur inside JSON
 * strings, and JSON reads the escapes back as the same text.
 */
export function scriptSafeJson(value: JsonValue, indent?: number): string {
  const json = rawJson(value, indent);
  if (!json.includes('<')) return json;
  return json.replaceAll('</', '<\\/').replaceAll('<!--', '\\u003c!--');
}

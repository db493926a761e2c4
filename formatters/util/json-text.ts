import type { JsonValue } from '../../engine/plugin.js';

const SCRIPT_CLOSE = /<\/(script)/gi;

/** The value as JSON text, `''` when it is missing. */
export function rawJson(value: JsonValue, indent?: number): string {
  return JSON.stringify(value, null, indent) ?? '';
}

/**
 * The value as JSON that is safe inside a `<script>` element: `</script` (any case) becomes
 * `<\/script`, which JSON reads back as the same string.
 */
export function scriptSafeJson(value: JsonValue, indent?: number): string {
  const json = rawJson(value, indent);
  return json.includes('</') ? json.replace(SCRIPT_CLOSE, '<\\/$1') : json;
}

/** A JSON object as content and templates carry it. */
export type JsonObject = { [key: string]: unknown };

/** Whether a value read from JSON is an object (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

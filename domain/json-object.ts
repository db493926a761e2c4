/** A JSON object as content and templates carry it. */
export type JsonObject = { [key: string]: unknown };

/** Whether a value read from JSON is an object (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A value read from JSON as an object; an empty one when it is not. */
export const objectOf = (value: unknown): JsonObject => (isJsonObject(value) ? value : {});

/** A value read from JSON as text; '' when it is not a string. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The fields named of a JSON object, each read by `read` (which gives the default of a missing or mistyped one). */
export function readFields<K extends string, V>(object: JsonObject, keys: readonly K[], read: (value: unknown) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, read(object[key])])) as Record<K, V>;
}

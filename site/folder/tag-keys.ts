/**
 * The key under which the pipeline puts a tag's value (`squarespace.query.<key>`): derived from
 * the tag's attributes only, so the same attributes always give the same key, in any order and
 * in any file. A readable prefix (the collection or field id) followed by a hash of all of them.
 */
export function tagKey(primary: string | undefined, attributes: Readonly<Record<string, string>>): string {
  const canonical = Object.keys(attributes)
    .sort()
    .map((name) => `${name}=${attributes[name]}`)
    .join('\u0000');
  const slug = (primary ?? '').replace(/[^A-Za-z0-9_]/g, '_').slice(0, 40);
  const prefix = /^[A-Za-z_]/.test(slug) ? slug : `k${slug}`;
  return `${prefix}_${fnv1a(canonical)}`;
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A JSON-T path segment that is a name (not an index). */
export function isPathSegment(text: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(text);
}

/**
 * A query string read as the platform reads one (001 §9: the query-string parser keeps at most
 * 1000 keys): pairs after the 1000th are ignored, and the text after them is never split, so a
 * hostile address with a million `&` costs no more than one with a thousand.
 */
export const MAX_QUERY_KEYS = 1000;

export function queryParams(search: string, maxKeys: number = MAX_QUERY_KEYS): URLSearchParams {
  const text = search.startsWith('?') ? search.slice(1) : search;
  const params = new URLSearchParams();
  let start = 0;
  let kept = 0;
  while (start <= text.length && kept < maxKeys) {
    const end = text.indexOf('&', start);
    const pair = text.slice(start, end === -1 ? text.length : end);
    if (pair !== '') {
      for (const [key, value] of new URLSearchParams(pair)) params.append(key, value);
      kept += 1;
    }
    if (end === -1) break;
    start = end + 1;
  }
  return params;
}

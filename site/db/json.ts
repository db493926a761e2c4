/** JSON with object keys sorted at every depth, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
    return sorted;
  }
  return value;
}

/** The stored form of an entry's additional fields: '' when there are none. */
export function additionalFieldsKey(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) return '';
  return canonicalJson(value);
}

export function parseAdditionalFields(stored: string): unknown {
  return stored === '' ? null : (JSON.parse(stored) as unknown);
}

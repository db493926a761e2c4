/** An opaque pagination cursor holding the sort key of the last row shown. */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key of a cursor, or undefined when it is not one of ours. */
export function decodeCursor(cursor: string, shape: readonly ('string' | 'number')[]): (string | number)[] | undefined {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(key) || key.length !== shape.length) return undefined;
    return key.every((part, i) => typeof part === shape[i]) ? (key as (string | number)[]) : undefined;
  } catch {
    return undefined;
  }
}

export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/** Cuts one extra row fetched to learn whether there is a next page. */
export function toPage<T>(rows: T[], limit: number, keyOf: (row: T) => (string | number)[]): Page<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  const hasNextPage = rows.length > limit;
  return { items, hasNextPage, nextPageCursor: hasNextPage && last !== undefined ? encodeCursor(keyOf(last)) : null };
}

/** A cursor that is not one of ours (a 400 for the caller). */
export class InvalidCursorError extends Error {
  constructor() {
    super('The page cursor is not valid.');
    this.name = 'InvalidCursorError';
  }
}

// The opaque page cursor of every keyset-paged list (site/db/cursor.ts): a sort key round-trips,
// anything else (not base64url JSON, another shape, other types) is not a cursor; a page cut from
// one extra row says whether another follows and carries the last row's key.
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, toPage } from '../../../site/db/cursor.js';

const SHAPE = ['number', 'string'] as const;
const raw = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the page cursor', () => {
  it('round-trips a sort key', () => {
    expect(decodeCursor(encodeCursor([1764300000000, 'a1b2']), SHAPE)).toEqual([1764300000000, 'a1b2']);
    expect(encodeCursor([1, 'x'])).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['not base64url JSON', '%%%'],
    ['JSON that is not a list', raw({ at: 1, id: 'a' })],
    ['a shorter key', raw([1])],
    ['a longer key', raw([1, 'a', 2])],
    ['parts of other types', raw(['1', 'a'])],
    ['null parts', raw([null, 'a'])],
  ])('refuses %s', (_what, cursor) => {
    expect(decodeCursor(cursor, SHAPE)).toBeUndefined();
  });

  it('cuts the extra row and points at the last row kept', () => {
    const rows = [{ at: 3, id: 'c' }, { at: 3, id: 'b' }, { at: 1, id: 'a' }];
    const page = toPage(rows, 2, (r) => [r.at, r.id]);
    expect(page.items).toEqual(rows.slice(0, 2));
    expect(page.hasNextPage).toBe(true);
    expect(decodeCursor(page.nextPageCursor ?? '', SHAPE)).toEqual([3, 'b']);
    expect(toPage(rows, 3, (r) => [r.at, r.id])).toEqual({ items: rows, hasNextPage: false, nextPageCursor: null });
  });
});

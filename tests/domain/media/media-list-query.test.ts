// The media library list's query as the server and the screen check it: kind, the file name
// search (trimmed, at most 100 characters), the page size (1 to 100, 30 when not given) and the
// cursor's length; each refusal names its parameter once.
import { describe, expect, it } from 'vitest';
import { MEDIA_PAGE_MAX, MEDIA_PAGE_SIZE, mediaListQuery } from '../../../domain/media/media-api.js';

const issues = (input: Record<string, string>) => {
  const result = mediaListQuery.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('mediaListQuery', () => {
  it('reads a page size, a trimmed search, a kind and a cursor', () => {
    expect(mediaListQuery.parse({ kind: 'audio', q: '  kiln ', limit: '7', cursor: 'abc' })).toEqual({ kind: 'audio', q: 'kiln', limit: 7, cursor: 'abc' });
    expect(mediaListQuery.parse({})).toEqual({});
    expect(mediaListQuery.parse({ limit: '100' }).limit).toBe(MEDIA_PAGE_MAX);
    expect(MEDIA_PAGE_SIZE).toBeLessThanOrEqual(MEDIA_PAGE_MAX);
  });

  it.each(['0', '101', '999', '1000', 'ten', '-1', '1.5', '', ' 5', '0x10'])('refuses limit=%j once, naming limit', (limit) => {
    expect(issues({ limit })).toEqual([{ path: 'limit', message: 'limit must be a whole number from 1 to 100.' }]);
  });

  it('refuses a search over 100 characters (after trimming) and a cursor that is empty or too long', () => {
    expect(issues({ q: 'a'.repeat(101) })).toEqual([{ path: 'q', message: 'q must be at most 100 characters.' }]);
    expect(issues({ q: ` ${'a'.repeat(100)} ` })).toEqual([]);
    expect(issues({ cursor: '' }).map((i) => i.path)).toEqual(['cursor']);
    expect(issues({ cursor: 'x'.repeat(201) }).map((i) => i.path)).toEqual(['cursor']);
    expect(issues({ kind: 'video' })).toEqual([{ path: 'kind', message: 'kind must be one of: image, audio.' }]);
  });
});

/** Whether an `If-None-Match` header names `etag` (weak comparison, as RFC 9110 asks for this header). */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const wanted = opaque(etag);
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || opaque(tag) === wanted;
  });
}

const opaque = (tag: string): string => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** The ETag of a representation sent with a content coding: its own tag, so caches never mix the two. */
export function codedEtag(etag: string, coding: string): string {
  if (coding === 'identity' || !etag.endsWith('"')) return etag;
  return `${etag.slice(0, -1)}-${coding}"`;
}

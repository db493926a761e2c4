/**
 * Scheduled publishing: an item whose `publishOn` lies in the future is not on the site (pages,
 * lists, search, queries, sitemap) until that moment; items without `publishOn` are always shown.
 */
import { isJsonObject } from '../json-object.js';

const publishOnOf = (item: unknown): number | undefined => {
  if (!isJsonObject(item)) return undefined;
  const at = item['publishOn'];
  return typeof at === 'number' && Number.isFinite(at) ? at : undefined;
};

/** Whether visitors may see `item` at `now` (ms). */
export function isPublished(item: unknown, now: number): boolean {
  const at = publishOnOf(item);
  return at === undefined || at <= now;
}

/** The distinct publication times of `items`, ascending. */
export function publicationTimes(items: Iterable<unknown>): number[] {
  const times = new Set<number>();
  for (const item of items) {
    const at = publishOnOf(item);
    if (at !== undefined) times.add(at);
  }
  return [...times].sort((a, b) => a - b);
}

/** The first of the ascending `times` after `now`: when the next scheduled item appears (undefined: none is waiting). */
export function nextRelease(times: readonly number[], now: number): number | undefined {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((times[mid] ?? Infinity) <= now) low = mid + 1;
    else high = mid;
  }
  return times[low];
}

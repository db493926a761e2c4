import { getOwn, numberText, toNumber } from '../../engine/values.js';
import type { JsonValue } from '../../engine/plugin.js';

/** An item's public comment count; 0 when missing or not a number. */
export function publicCommentCount(item: JsonValue): number {
  const count = toNumber(getOwn(item, 'publicCommentCount'));
  return Number.isNaN(count) ? 0 : count;
}

/** The two words of a comment count: `No`/`1`/`N` and `Comment`/`Comments`. */
export function commentCountWords(count: number): { amount: string; noun: string } {
  return { amount: count === 0 ? 'No' : numberText(count), noun: count === 1 ? 'Comment' : 'Comments' };
}

/** No Comments, 1 Comment or N Comments. */
export function commentCountText(count: number): string {
  const { amount, noun } = commentCountWords(count);
  return `${amount} ${noun}`;
}

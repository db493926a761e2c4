/** The editor's limits and user-facing messages (spec 001 §5 and §9 "Editor limits"). */

import { typedAmountMessage } from '../../money/typed-amount.js';

/** URL validation maximum length. */
export const URL_MAX = 2083;
export const TAG_MAX = 50;
export const CATEGORY_MAX = 25;
/** Distinct categories of one collection (the nested categories limit). */
export const CATEGORIES_PER_COLLECTION_MAX = 10_000;
/** Items in a user-orderable collection (one whose order the owner sets: not dated blogs and events). */
export const ORDERABLE_ITEMS_MAX = 250;
export const PRODUCTS_PER_COLLECTION_MAX = 200;
export const TITLE_MAX = 200;
/** Header or footer code injected into every page. */
export const CODE_MAX = 100_000;

/** Collections ordered by date: their items are not user-orderable. */
export const DATED_TYPES: ReadonlySet<string> = new Set(['blog', 'events']);

export const MESSAGES = {
  email: 'Please enter a valid email.',
  /** A typed amount that is no amount in the store currency ("12.345" in USD, "5.5" in JPY). */
  amount: typedAmountMessage,
  pageUrl: (val: string): string => `${val} is not a valid page URL.`,
  link: 'Links must be formatted as example.com or https://example.com.',
  option: (val: string): string => `${val} is not one of the expected options.`,
  exists: (tagType: string): string => `This ${tagType} already exists.`,
  urlLength: `URLs may be at most ${String(URL_MAX)} characters.`,
  tagLength: `A tag may be at most ${String(TAG_MAX)} characters.`,
  categoryLength: `A category may be at most ${String(CATEGORY_MAX)} characters.`,
  categoryCount: `A collection may have at most ${CATEGORIES_PER_COLLECTION_MAX.toLocaleString('en-US')} categories.`,
  orderableItems: `A collection may hold at most ${String(ORDERABLE_ITEMS_MAX)} items.`,
  title: 'Please enter a title.',
  endBeforeStart: 'The event cannot end before it starts.',
  mapPoint: 'Enter both the latitude and the longitude, or neither.',
  altWithoutImage: 'Choose an image for this alt text, or clear the alt text.',
  titleLength: `A title may be at most ${String(TITLE_MAX)} characters.`,
} as const;

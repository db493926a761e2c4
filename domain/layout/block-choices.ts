/**
 * The settings an owner picks from what the site holds (an image, a collection, a form, a mailing
 * list, a product) or must type before a block shows anything (a video link and title, an
 * address). A block just added has them blank: its draft is saved all the same, each blank choice
 * kept as an issue shown beside the block, and publishing refuses the layout until every one is
 * made.
 */
import type { BlockKind } from './block-kinds.js';

export const BLOCK_CHOICES: Readonly<Partial<Record<BlockKind, readonly string[]>>> = {
  image: ['mediaId'],
  summary: ['collectionId'],
  form: ['formId'],
  newsletter: ['listId'],
  product: ['productId'],
  video: ['url', 'title'],
  map: ['address'],
};

/** What the editor says of each blank choice (the kind's schema says the same). */
export const CHOICE_MESSAGES: Readonly<Record<string, string>> = {
  'image.mediaId': 'Choose an image.',
  'summary.collectionId': 'Choose a collection to summarise.',
  'form.formId': 'Choose a form.',
  'newsletter.listId': 'A List must be selected.',
  'product.productId': 'Choose a product.',
  'video.url': 'The video link is required.',
  'video.title': 'The video title is required.',
  'map.address': 'The address is required.',
};

const isBlank = (value: unknown): boolean => value === undefined || (typeof value === 'string' && value.trim() === '');

/** Whether `key` of a block of this kind is a choice still to make. */
export function isMissingChoice(kind: BlockKind, settings: Readonly<Record<string, unknown>>, key: string): boolean {
  return (BLOCK_CHOICES[kind] ?? []).includes(key) && isBlank(Object.hasOwn(settings, key) ? settings[key] : undefined);
}

/** The choices of a block still to make, with their messages, in the kind's order. */
export function missingChoices(kind: BlockKind, settings: Readonly<Record<string, unknown>>): { key: string; message: string }[] {
  return (BLOCK_CHOICES[kind] ?? [])
    .filter((key) => isMissingChoice(kind, settings, key))
    .map((key) => ({ key, message: CHOICE_MESSAGES[`${kind}.${key}`] ?? `Choose the ${key}.` }));
}

/**
 * The products a merchant picks to suggest beside one product ("You may also like"): stored with
 * the product, at most four, each another product of the shop. The server checks that the ids
 * exist and are not the product itself; the page fills the rest from shared categories, then tags.
 */
import { z } from 'zod';

export const RELATED_PRODUCTS_MAX = 4;

export const RELATED_PRODUCTS_TITLE = 'You may also like';

export const relatedProductIds = z
  .array(z.string({ invalid_type_error: 'must be a product id' }).trim().min(1, 'must be a product id').max(100, 'must be a product id'), { invalid_type_error: 'must be a list of product ids' })
  .max(RELATED_PRODUCTS_MAX, `at most ${String(RELATED_PRODUCTS_MAX)} related products`)
  .superRefine((ids, ctx) => {
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i], message: 'the same product is picked twice' });
    });
  });

export const notAProductMessage = (id: string): string => `${id} is not a product of this shop.`;
export const RELATED_TO_ITSELF_MESSAGE = 'A product cannot be related to itself.';

/** The picks a stored content item carries (`relatedProductIds`), read leniently. */
export function relatedIdsOf(item: unknown): string[] {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return [];
  const ids = (item as Record<string, unknown>)['relatedProductIds'];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

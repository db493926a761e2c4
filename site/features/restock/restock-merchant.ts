import { InvalidCursorError, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';

/** Runs a listing, answering a cursor the store cannot read with a 400. */
export async function withCursor<T>(list: () => Promise<T>): Promise<T> {
  try {
    return await list();
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new ApiError(400, 'invalid-cursor', error.message, [{ path: 'cursor', message: error.message }]);
    throw error;
  }
}

/** Refuses (404, nothing sent) unless every request names a variant of its product. */
export async function assertVariants(store: Store, requests: readonly { productId: string; variantId: string }[]): Promise<void> {
  for (const [index, request] of requests.entries()) {
    const variant = await store.db.selectFrom('variants').select('product_id').where('id', '=', request.variantId).executeTakeFirst();
    if (variant?.product_id === request.productId) continue;
    const message = 'The product or variant does not exist.';
    throw new ApiError(404, 'unknown-variant', message, [{ path: requests.length > 1 ? `sendRequests.${index}` : 'variantId', message }]);
  }
}

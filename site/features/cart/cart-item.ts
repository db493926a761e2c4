import { GIFT_CARD } from '../../../domain/enums/product-type.js';
import { findProduct, StoreError, type ProductRecord, type Store } from '../../db/index.js';
import { isHiddenProduct } from '../../../domain/commerce/product-visibility.js';
import { hasUnsetPrice } from '../../../domain/admin/store/price-floor.js';
import { unselectedMessage } from '../../../domain/commerce/add-to-cart/messages.js';
import { ApiError } from '../../edge/api-error.js';
import { assertForSale } from '../entitlements/entitlements.js';
import { checkAnswers } from '../products/product-form.js';

export interface ItemChoice {
  itemId: string;
  sku?: string | null | undefined;
  variantId?: string | null | undefined;
  additionalFields?: Record<string, string | string[]> | null | undefined;
}

/**
 * The sku an add or update names (from `sku`, or from `variantId`), after checking the item exists
 * the shop may sell it (entitlements) and its additional-fields answers fit its form. The stock and the variant are the store's rules.
 */
export async function resolveChoice(store: Store, choice: ItemChoice): Promise<string | null> {
  const product = await findProduct(store, choice.itemId);
  if (!product || product.id !== choice.itemId || isHiddenProduct(product.content) || hasUnsetPrice(product.content)) throw new StoreError('unknown-item', { itemId: choice.itemId });
  await assertForSale(product);
  let sku = choice.sku ?? null;
  if (choice.variantId != null) {
    const variant = product.variants.find((v) => v.id === choice.variantId);
    if (!variant || (sku !== null && variant.sku !== sku)) throw new StoreError('unknown-variant', { itemId: product.id });
    sku = variant.sku;
  } else if (sku === null && product.variants.length > 1) {
    throw unchosen(product);
  } else if (sku !== null && !product.variants.some((v) => v.sku === sku)) {
    throw new StoreError('unknown-variant', { itemId: product.id, sku });
  }
  checkAnswers(product.content, choice.additionalFields);
  return sku;
}

/** The specification's messages for an add that names no variant of an item that has several. */
function unchosen(product: ProductRecord): ApiError {
  if (product.productType === GIFT_CARD) {
    return new ApiError(400, 'missing-variant', 'Select a denomination for the Gift Card', [{ path: 'sku', message: 'required' }]);
  }
  const options = [...new Set(product.variants.flatMap((v) => Object.keys(v.attributes)))];
  const message =
    options.length === 0 ? 'Sorry, that item variant is unavailable. Please select another variant.'
    : unselectedMessage(options);
  return new ApiError(400, 'missing-variant', message, [{ path: 'sku', message: 'required' }]);
}

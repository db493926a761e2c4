/**
 * The bulk manager's server side: refused while its entitlement is off (403
 * `feature-unavailable`), otherwise one change applied to the chosen products in one write
 * transaction (`bulkUpdateProducts`), each product's variants and content item rewritten by the
 * domain's rule (`bulkOutcome`) so the pages show the new prices, stock and visibility at once.
 * A product changed since the screen showed it refuses the whole change (409 naming it).
 */
import { bulkUpdateProducts, isStoreError, type BulkRewrite, type BulkStored, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { currentEntitlements } from '../../features/entitlements/entitlements.js';
import { storeCurrency } from '../../server/store.js';
import { isHiddenProduct } from '../../../domain/commerce/product-visibility.js';
import {
  BELOW_ZERO_CODE, belowZeroMessage, hasUnsetPrice, PRICE_UNSET_CODE, priceUnsetMessage, ZERO_PRICE_CODE, zeroPriceMessage,
} from '../../../domain/admin/store/price-floor.js';
import { BULK_OFF_MESSAGE, bulkAmountIssue, bulkOutcome, bulkPriceFloor, type BulkApply, type BulkChange, type BulkResult, type BulkStatus, type BulkVariantState } from '../../../domain/admin/store/bulk-change.js';
import { decimalMoneyJson } from '../../../domain/money/money-json.js';
import { isJsonObject, type JsonObject } from '../../../domain/json-object.js';

export async function bulkStatus(): Promise<BulkStatus> {
  return { enabled: (await currentEntitlements()).bulkManager };
}

const money = (cents: number, currencyCode: string): JsonObject => ({ ...decimalMoneyJson(cents, currencyCode) });

/** The content item with the variants' new prices and stock, and the product shown or hidden. */
function contentWith(content: unknown, setsPrice: boolean, visible: boolean, after: ReadonlyMap<string, BulkVariantState>, firstVariantId: string | undefined, currencyCode: string): JsonObject {
  const item: JsonObject = isJsonObject(content) ? { ...content } : {};
  const structured: JsonObject = isJsonObject(item['structuredContent']) ? { ...item['structuredContent'] } : {};
  if (Array.isArray(structured['variants'])) {
    structured['variants'] = structured['variants'].map((variant) => {
      const state = isJsonObject(variant) && typeof variant['id'] === 'string' ? after.get(variant['id']) : undefined;
      if (!isJsonObject(variant) || !state) return variant;
      const next: JsonObject = {
        ...variant,
        price: state.priceCents,
        priceMoney: money(state.priceCents, currencyCode),
        salePrice: state.salePriceCents,
        salePriceMoney: money(state.salePriceCents, currencyCode),
        onSale: state.onSale,
        qtyInStock: state.qtyInStock,
        unlimited: state.unlimited,
      };
      // A price set for every variant: none is "not set yet" any more.
      if (setsPrice) delete next['priceUnset'];
      return next;
    });
  }
  // A digital product's price block reads the product's own money (as the editor writes it).
  const first = firstVariantId === undefined ? undefined : after.get(firstVariantId);
  if (first && isJsonObject(structured['priceMoney'])) {
    structured['priceMoney'] = money(first.priceCents, currencyCode);
    structured['salePriceMoney'] = money(first.salePriceCents, currencyCode);
    structured['onSale'] = first.onSale;
  }
  item['structuredContent'] = structured;
  if (visible) delete item['hidden'];
  else item['hidden'] = true;
  return item;
}

function rewriter(change: BulkChange, currencyCode: string): (stored: BulkStored) => BulkRewrite {
  return (stored) => {
    const visible = !(isJsonObject(stored.content) && stored.content['hidden'] === true);
    const outcome = bulkOutcome(change, { visible, variants: stored.variants }, currencyCode);
    const variants = new Map(stored.variants.map((v, i) => [v.id, outcome.variants[i] ?? v]));
    return { variants, content: contentWith(stored.content, change.kind === 'set-price', outcome.visible, variants, stored.variants[0]?.id, currencyCode) };
  };
}

/**
 * The price floor (domain/admin/store/price-floor.ts) on the products as locked: below 0.00
 * refused (400), 0.00 without the confirmation 409, a product without a price never made visible.
 */
function priceFloor(change: BulkChange, confirmed: boolean, currencyCode: string): (stored: readonly BulkStored[]) => void {
  return (stored) => {
    const states = stored.map((s) => ({ title: s.title, visible: !isHiddenProduct(s.content), variants: s.variants }));
    const { belowZero, atZero } = bulkPriceFloor(change, states, currencyCode);
    if (belowZero.length > 0) throw new ApiError(400, BELOW_ZERO_CODE, belowZeroMessage(belowZero), [{ path: 'change.value', message: belowZeroMessage(belowZero) }]);
    if (atZero.length > 0 && !confirmed) throw new ApiError(409, ZERO_PRICE_CODE, zeroPriceMessage(atZero));
    if (change.kind === 'visibility' && change.visible) {
      const unpriced = stored.filter((s) => hasUnsetPrice(s.content)).map((s) => s.title);
      if (unpriced.length > 0) throw new ApiError(409, PRICE_UNSET_CODE, priceUnsetMessage(unpriced));
    }
  };
}

export async function applyBulkChange(store: Store, input: BulkApply): Promise<BulkResult> {
  if (!(await bulkStatus()).enabled) throw new ApiError(403, 'feature-unavailable', BULK_OFF_MESSAGE);
  const currencyCode = await storeCurrency();
  const amountIssue = bulkAmountIssue(input.change, currencyCode);
  if (amountIssue) throw new ApiError(400, 'invalid-input', amountIssue.message, [amountIssue]);
  try {
    return { products: await bulkUpdateProducts(store, input.products, rewriter(input.change, currencyCode), priceFloor(input.change, input.confirmZeroPrice === true, currencyCode)) };
  } catch (error) {
    if (isStoreError(error, 'stale-version')) {
      const title = String(error.detail['title'] ?? error.detail['productId'] ?? '');
      throw new ApiError(409, 'stale-version', `${title} was changed or sold since you chose it; nothing was changed. Reload the inventory and try again.`);
    }
    throw error;
  }
}

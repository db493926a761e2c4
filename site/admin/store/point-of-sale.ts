/**
 * The point of sale's server side: refused while its entitlement is off (403
 * `feature-unavailable`); otherwise the sale recorded as a paid, handed-over order
 * (site/db/pos-sale.ts) and answered as a receipt with the change due. Cash that does not cover
 * the total, a variant no longer sold and stock that ran short are refused naming what is wrong,
 * and nothing is written.
 */
import { isStoreError, recordPosSale, type OrderView, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { currentEntitlements } from '../../features/entitlements/entitlements.js';
import { storeCurrency } from '../../server/store.js';
import { changeDue, POS_OFF_MESSAGE, type PosReceipt, type PosSale, type PosStatus } from '../../../domain/admin/store/point-of-sale.js';
import { variantLabel } from '../../../domain/commerce/variant-label.js';
import { minorUnitsText } from '../../../domain/money/cart-money.js';

export async function posStatus(): Promise<PosStatus> {
  return { enabled: (await currentEntitlements()).pointOfSale, currencyCode: await storeCurrency() };
}

export async function ringUpSale(store: Store, sale: PosSale): Promise<PosReceipt> {
  if (!(await currentEntitlements()).pointOfSale) throw new ApiError(403, 'feature-unavailable', POS_OFF_MESSAGE);
  const currencyCode = await storeCurrency();
  const order = await recordPosSale(store, {
    saleKey: sale.saleKey,
    lines: sale.lines,
    method: sale.method,
    customerEmail: sale.customerEmail ? sale.customerEmail : null,
    currencyCode,
    coverCents: sale.method === 'cash' ? sale.tenderedCents : undefined,
  }).catch((error: unknown) => {
    throw refusal(error, currencyCode);
  });
  return receipt(order, sale);
}

function refusal(error: unknown, currencyCode: string): unknown {
  if (isStoreError(error, 'out-of-stock')) {
    const name = String(error.detail['title'] ?? error.detail['sku'] ?? 'An item');
    const left = Number(error.detail['available'] ?? 0);
    const message = left > 0 ? `Only ${String(left)} of ${name} left.` : `${name} is sold out.`;
    return new ApiError(409, 'out-of-stock', message, [{ path: 'lines', message }]);
  }
  if (isStoreError(error, 'unknown-variant')) {
    const message = 'An item of the sale is no longer sold. Remove it and try again.';
    return new ApiError(404, 'unknown-variant', message, [{ path: 'lines', message }]);
  }
  if (isStoreError(error, 'idempotency-conflict')) {
    const message = 'That sale key was already used for a different sale. Start a new sale to ring this one up.';
    return new ApiError(409, 'idempotency-conflict', message, [{ path: 'saleKey', message }]);
  }
  if (isStoreError(error, 'cash-short')) {
    const message = `The cash received does not cover the total of ${minorUnitsText(error.detail['totalCents'], currencyCode)}.`;
    return new ApiError(400, 'cash-short', message, [{ path: 'tenderedCents', message }]);
  }
  return error;
}

function receipt(order: OrderView, sale: PosSale): PosReceipt {
  const tendered = sale.method === 'cash' && sale.tenderedCents !== undefined ? sale.tenderedCents : null;
  return {
    orderId: order.id,
    orderNumber: order.number,
    currencyCode: order.currencyCode,
    lines: order.items.map((item) => ({
      productName: item.productName,
      variantLabel: variantLabel(item.variantAttributes),
      sku: item.sku,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
    })),
    totalCents: order.grandTotalCents,
    method: sale.method,
    tenderedCents: tendered,
    changeCents: tendered === null ? null : changeDue(order.grandTotalCents, tendered),
  };
}

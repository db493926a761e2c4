/**
 * A page's context with the entitlements applied (domain/admin/entitlements.ts): without
 * buy-now-pay-later no product offers installments, without restock notifications no product has
 * a sign-up view, without related products no "You may also like" (`relatedProducts`), and a product the shop may not sell (a subscription, a gift card) carries
 * `saleUnavailable` with the reason, which the product templates show instead of the buy box.
 * The snapshot's objects are shared, so what changes is copied.
 */
import type { Entitlements } from '../../domain/admin/entitlements.js';
import { saleRefusal } from '../../domain/commerce/sale-entitlement.js';
import { isJsonObject, type JsonObject } from '../../domain/json-object.js';
import type { ProductRecord } from '../db/index.js';

const INSTALLMENT_FIELDS = ['afterPayAvailable', 'afterPayMin', 'afterPayMax'];
const RESTOCK_FIELDS = ['restockNotificationViews'];

function merchandisingWith(contexts: JsonObject, entitlements: Entitlements): JsonObject {
  const dropped = [...(entitlements.buyNowPayLater ? [] : INSTALLMENT_FIELDS), ...(entitlements.restockNotifications ? [] : RESTOCK_FIELDS)];
  if (dropped.length === 0) return contexts;
  return Object.fromEntries(
    Object.entries(contexts).map(([id, value]) => [id, isJsonObject(value) ? Object.fromEntries(Object.entries(value).filter(([key]) => !dropped.includes(key))) : value]),
  );
}

function itemWith(item: unknown, refusals: ReadonlyMap<string, string>): unknown {
  if (!isJsonObject(item) || typeof item['id'] !== 'string') return item;
  const refusal = refusals.get(item['id']);
  return refusal === undefined ? item : { ...item, saleUnavailable: { message: refusal } };
}

export function contextWithEntitlements(context: JsonObject, entitlements: Entitlements, catalogue: readonly ProductRecord[]): JsonObject {
  const refusals = new Map<string, string>();
  for (const product of catalogue) {
    const refusal = saleRefusal(product, entitlements);
    if (refusal !== undefined) refusals.set(product.id, refusal);
  }
  const merchandising = context['productMerchandisingContext'];
  const changesMerchandising = isJsonObject(merchandising) && (!entitlements.buyNowPayLater || !entitlements.restockNotifications);
  const dropsRelated = !entitlements.relatedProducts && 'relatedProducts' in context;
  if (refusals.size === 0 && !changesMerchandising && !dropsRelated) return context;
  const next: JsonObject = { ...context };
  if (dropsRelated) delete next['relatedProducts'];
  if (changesMerchandising) next['productMerchandisingContext'] = merchandisingWith(merchandising, entitlements);
  if ('item' in context) next['item'] = itemWith(context['item'], refusals);
  if (Array.isArray(context['items'])) next['items'] = context['items'].map((item) => itemWith(item, refusals));
  return next;
}

/** Whether the page's products may be sold (the commerce island mounts buy boxes only for these). */
export function sellable(record: ProductRecord, entitlements: Entitlements): boolean {
  return saleRefusal(record, entitlements) === undefined;
}

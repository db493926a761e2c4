/** The buy-now-pay-later offers of an item page's product, from its merchandising context. */
import type { JsonValue } from '../../engine/plugin.js';
import type { InstallmentContext } from '../../domain/commerce/installments/installment-rules.js';
import { productOffers } from '../../domain/commerce/installments/variant-offers.js';
import type { ProductOffers } from '../../domain/commerce/installments/shown-offer.js';
import type { JsonObject } from '../../domain/json-object.js';

export function installmentsOf(context: JsonObject): { itemId: string; offers: ProductOffers } | undefined {
  const item = context['item'];
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const id = (item as JsonObject)['id'];
  const contexts = (context['productMerchandisingContext'] ?? {}) as Record<string, InstallmentContext | undefined>;
  if (typeof id !== 'string' || !Object.hasOwn(contexts, id)) return undefined;
  const offers = productOffers(item as JsonValue, contexts[id]);
  return offers ? { itemId: id, offers } : undefined;
}

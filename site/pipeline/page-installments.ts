/** The buy-now-pay-later offers of an item page's product, from its merchandising context. */
import type { JsonValue } from '../../engine/plugin.js';
import { installmentLocale, type InstallmentContext } from '../../domain/commerce/installments/installment-rules.js';
import { DEFAULT_INSTALLMENT_INFO_URL, installmentInfoUrl } from '../../domain/commerce/installments/info-pages.js';
import { productOffers } from '../../domain/commerce/installments/variant-offers.js';
import type { ProductOffers } from '../../domain/commerce/installments/shown-offer.js';
import type { JsonObject } from '../../domain/json-object.js';

export function installmentsOf(context: JsonObject): { itemId: string; offers: ProductOffers } | undefined {
  const item = context['item'];
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const id = (item as JsonObject)['id'];
  const contexts = (context['productMerchandisingContext'] ?? {}) as Record<string, InstallmentContext | undefined>;
  if (typeof id !== 'string' || !Object.hasOwn(contexts, id)) return undefined;
  const itemContext = contexts[id];
  const offers = productOffers(item as JsonValue, itemContext);
  if (!offers || itemContext === undefined) return undefined;
  const infoUrl = installmentInfoUrl(installmentInfoTemplate(), installmentLocale(itemContext));
  return { itemId: id, offers: infoUrl === undefined ? offers : { ...offers, infoUrl } };
}

let warned = false;
/**
 * Where the info pages are: `INSTALLMENT_INFO_URL` (a path of this site or an https address with
 * `{locale}` in it, such as `https://static.example/afterpay/{locale}.html`), else ours.
 */
function installmentInfoTemplate(): string {
  const configured = process.env['INSTALLMENT_INFO_URL']?.trim();
  if (!configured) return DEFAULT_INSTALLMENT_INFO_URL;
  const usable = configured.includes('{locale}') && ((configured.startsWith('/') && !configured.startsWith('//')) || configured.startsWith('https://'));
  if (usable) return configured;
  if (!warned) console.error('[installments] INSTALLMENT_INFO_URL must be a path or an https address containing {locale}; using the built-in pages');
  warned = true;
  return DEFAULT_INSTALLMENT_INFO_URL;
}

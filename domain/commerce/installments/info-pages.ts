/**
 * The static installment-info pages (spec 000 §7: "a GET of an external static installment-info
 * page (locale-dependent)"): one per supported country and language pair (spec 000 §9: US en,
 * CA en and fr, AU en, NZ en, GB en), fetched by the info popup from a configured address whose
 * `{locale}` is the pair (`en-US`…). By default we serve them ourselves (site/pages/installments/).
 * Their words are ours; the brand follows the pair (Clearpay in Great Britain).
 */
import { afterpayBrand, type InstallmentBrand } from '../afterpay.js';
import { localeParts } from '../locale-parts.js';
import { INSTALLMENT_COUNT } from './installment-rules.js';

export const DEFAULT_INSTALLMENT_INFO_URL = '/installments/info/{locale}';

export interface InstallmentInfoPage {
  lang: string;
  title: string;
  paragraphs: string[];
}

/** The pair's page address (`{locale}` filled in); undefined for a pair without a page. */
export function installmentInfoUrl(template: string, locale: string): string | undefined {
  const pair = infoLocale(locale);
  return pair === undefined ? undefined : template.split('{locale}').join(encodeURIComponent(pair));
}

/** `en-US`, `fr-CA`…: the supported pair of a locale in any spelling (`en_us`), else undefined. */
export function infoLocale(locale: string): string | undefined {
  const { language, region } = localeParts(locale);
  if (region === undefined || afterpayBrand(`${language}-${region}`) === undefined) return undefined;
  return `${language}-${region}`;
}

const english = (brand: InstallmentBrand): InstallmentInfoPage => ({
  lang: 'en',
  title: `Pay in ${String(INSTALLMENT_COUNT)} with ${brand}`,
  paragraphs: [
    `Split your order into ${String(INSTALLMENT_COUNT)} interest-free payments, due every two weeks. The first is taken when you place the order.`,
    `Choose ${brand} as your payment method at checkout; ${brand} decides on each order whether it can be paid this way.`,
    `Late fees may apply. ${brand}'s own terms for your country set out what you agree to.`,
  ],
});

const french = (brand: InstallmentBrand): InstallmentInfoPage => ({
  lang: 'fr',
  title: `Payez en ${String(INSTALLMENT_COUNT)} versements avec ${brand}`,
  paragraphs: [
    `Réglez votre commande en ${String(INSTALLMENT_COUNT)} versements sans intérêts, un toutes les deux semaines. Le premier est prélevé lors de la commande.`,
    `Choisissez ${brand} comme mode de paiement au moment de passer la commande; ${brand} décide pour chaque commande si elle peut être payée ainsi.`,
    `Des frais de retard peuvent s'appliquer. Les conditions de ${brand} pour votre pays précisent vos engagements.`,
  ],
});

/** The page of a supported pair, else undefined. */
export function installmentInfoPage(locale: string): InstallmentInfoPage | undefined {
  const pair = infoLocale(locale);
  const brand = pair === undefined ? undefined : afterpayBrand(pair);
  if (pair === undefined || brand === undefined) return undefined;
  return pair.startsWith('fr-') ? french(brand) : english(brand);
}

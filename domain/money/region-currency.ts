import { DEFAULT_CURRENCY } from './currencies.js';

const EURO_REGIONS = 'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK';

/** Region → the store currency used there (the euro area shares EUR). */
const REGION_CURRENCY: Readonly<Record<string, string>> = {
  ...Object.fromEntries(EURO_REGIONS.split(' ').map((region) => [region, 'EUR'])),
  US: 'USD', AU: 'AUD', NO: 'NOK', CA: 'CAD', NZ: 'NZD', DK: 'DKK', GB: 'GBP', UK: 'GBP',
  HK: 'HKD', CH: 'CHF', LI: 'CHF', MX: 'MXN', SG: 'SGD', SE: 'SEK', CZ: 'CZK', IL: 'ILS',
  PH: 'PHP', RU: 'RUB', PL: 'PLN', TH: 'THB', MY: 'MYR', AR: 'ARS', BR: 'BRL', CO: 'COP',
  ID: 'IDR', IN: 'INR', JP: 'JPY', ZA: 'ZAR',
};

/**
 * The currency of a locale's region ("de-DE" → EUR, "ja" → JPY through its likely region);
 * the store default for regions without a store currency.
 */
export function currencyForLocale(locale: string): string {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale.replace(/_/g, '-')).maximize().region;
  } catch {
    region = undefined;
  }
  if (region === undefined || !Object.prototype.hasOwnProperty.call(REGION_CURRENCY, region)) return DEFAULT_CURRENCY;
  return REGION_CURRENCY[region] as string;
}

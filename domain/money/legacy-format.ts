import { LEGACY_MONEY } from './constants.js';
import { currencyDigits } from './currencies.js';
import { type Decimal } from './decimal.js';
import { formatExact, numberFormat } from './intl.js';

/** Drops integer digits above the 15 the legacy format keeps. */
function keepIntegerDigits(amount: Decimal): Decimal {
  const negative = amount.startsWith('-');
  const body = negative ? amount.slice(1) : amount;
  const dot = body.indexOf('.');
  const int = dot < 0 ? body : body.slice(0, dot);
  if (int.length <= LEGACY_MONEY.maxIntegerDigits) return amount;
  const kept = int.slice(-LEGACY_MONEY.maxIntegerDigits) + (dot < 0 ? '' : body.slice(dot));
  return (negative ? '-' : '') + kept;
}

/**
 * The storefront's legacy money text: "," grouping, "." decimal, the currency's fraction digits
 * (half away from zero), no symbol. `1234.5` USD → "1,234.50"; JPY → "1,235".
 */
export function formatLegacyAmount(amount: Decimal, currency: string): string {
  const digits = currencyDigits(currency);
  const format = numberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: LEGACY_MONEY.grouping,
    // ES2023: a negative amount that rounds to zero prints without its sign.
    ...({ signDisplay: 'negative' } as Record<string, unknown>),
  });
  if (format === undefined) return amount;
  const { groupingSeparator, decimalSeparator } = LEGACY_MONEY;
  return formatExact(format, keepIntegerDigits(amount)).replace(/[,.]/g, (c) => (c === ',' ? groupingSeparator : decimalSeparator));
}

/** The legacy money text inside the span the storefront scripts look for. */
export function legacyMoneyHtml(amount: Decimal, currency: string): string {
  return `<span class="sqs-money-native">${formatLegacyAmount(amount, currency)}</span>`;
}

/**
 * Money inside the code: the one type every wire shape is read into and every money text is
 * written from. The amount is an exact decimal in major units, not an integer of minor units,
 * because templates' data may carry more digits than the currency has ("12.345") and the money
 * formatters round them only when they write them (`round:half-even`, `maxfrac:3`). Stored amounts
 * are integers of minor units (`…Cents`); `centsMoney` and `moneyCents` (minor-units.ts) convert
 * between the two by the currency's fraction digits (currencies.ts).
 *
 * The wire shapes (spec 001 §3), read by `readMoney` and `readPrice`: `{decimalValue, currencyCode}`
 * and `{value, currency}`; the calls' own shapes are written by money-json.ts.
 */
import { getOwn } from '../../engine/values.js';
import { currencyCode, DEFAULT_CURRENCY } from './currencies.js';
import { parseDecimal, type Decimal } from './decimal.js';

/** An amount in major units (dollars, not cents) and its currency. */
export interface Money {
  readonly amount: Decimal;
  readonly currency: string;
}

/** The money of a price that has none: 0 USD (spec 001 §9). */
export const ZERO_MONEY: Money = { amount: '0', currency: DEFAULT_CURRENCY };

function scalarString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * A money value as data writes it: `decimalValue` with `currencyCode`, or `value` with
 * `currency`. Both fields of one spelling must be there; undefined otherwise, or when the amount
 * is not a number.
 */
export function readMoney(node: unknown): Money | undefined {
  for (const [amountKey, currencyKey] of [['decimalValue', 'currencyCode'], ['value', 'currency']] as const) {
    const amount = getOwn(node, amountKey);
    const currency = scalarString(getOwn(node, currencyKey));
    if (amount === undefined || amount === null || currency === undefined) continue;
    const decimal = parseDecimal(amount);
    return decimal === undefined ? undefined : { amount: decimal, currency: currencyCode(currency) };
  }
  return undefined;
}

/**
 * An amount as data writes a limit or a setting: a number, numeric text, or a money value of
 * either wire shape (its amount); undefined when it is none.
 */
export function readAmount(value: unknown): Decimal | undefined {
  if (value !== null && typeof value === 'object') return parseDecimal(getOwn(value, 'decimalValue') ?? getOwn(value, 'value'));
  return parseDecimal(value);
}

/**
 * A product's price money (`priceMoney`, `salePriceMoney`…), leniently: a missing or unreadable
 * amount is 0 and a missing currency is the store default.
 */
export function readPrice(node: unknown, fallbackCurrency: string = DEFAULT_CURRENCY): Money {
  const amount = parseDecimal(getOwn(node, 'value') ?? getOwn(node, 'decimalValue')) ?? '0';
  const currency = scalarString(getOwn(node, 'currency') ?? getOwn(node, 'currencyCode'));
  return { amount, currency: currency === undefined ? fallbackCurrency : currencyCode(currency) };
}

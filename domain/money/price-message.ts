import { placeholderParts } from '../placeholder-parts.js';

/** A price text's literal runs, placeholder names and placeholders (see placeholderParts). */
const parts = placeholderParts(/\{\s*([\w-]+)\s*\}/g);

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Fills a price text ("from {fromPrice}", "{price} every {billingPeriodValue} weeks") with
 * values. A placeholder without a value prints nothing, as in message formatting.
 */
export function fillPriceMessage(text: string, values: Readonly<Record<string, string | number>>): string {
  return fill(parts(text), values, undefined);
}

/**
 * `fillPriceMessage` with `price` as the value of both `{price}` and `{fromPrice}` (over any in
 * `values`), without a values object made per price.
 */
export function fillPriceLine(text: string, price: string, values: Readonly<Record<string, string | number>>): string {
  return fill(parts(text), values, price);
}

function fill(list: readonly string[], values: Readonly<Record<string, string | number>>, price: string | undefined): string {
  let out = list[0] as string;
  for (let i = 1; i < list.length; i += 3) {
    const name = list[i] as string;
    if (price !== undefined && (name === 'price' || name === 'fromPrice')) out += price;
    else if (hasOwn.call(values, name)) out += String(values[name]);
    out += list[i + 2] as string;
  }
  return out;
}

const PLACEHOLDER = /\{\s*([\w-]+)\s*\}/g;
/** Distinct texts kept split; past this many the cache starts again. */
const MAX_TEXTS = 256;
const split = new Map<string, readonly string[]>();

/**
 * A price text as its literal runs and placeholder names, alternating: `[text, name, text, …]`,
 * always starting and ending with a literal run. The few texts a site has are split once.
 */
function parts(text: string): readonly string[] {
  let found = split.get(text);
  if (found === undefined) {
    const list: string[] = [];
    let from = 0;
    for (const match of text.matchAll(PLACEHOLDER)) {
      list.push(text.slice(from, match.index), match[1] as string);
      from = (match.index as number) + match[0].length;
    }
    list.push(text.slice(from));
    if (split.size >= MAX_TEXTS) split.clear();
    split.set(text, (found = list));
  }
  return found;
}

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
  for (let i = 1; i < list.length; i += 2) {
    const name = list[i] as string;
    if (price !== undefined && (name === 'price' || name === 'fromPrice')) out += price;
    else if (hasOwn.call(values, name)) out += String(values[name]);
    out += list[i + 1] as string;
  }
  return out;
}

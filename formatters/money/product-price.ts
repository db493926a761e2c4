import type { FormatterDef, JsonValue, RenderScope } from '../../engine/plugin.js';
import { hasVariedPrices, isOnSale, productType } from '../../domain/commerce/product.js';
import { isSubscribable } from '../../domain/commerce/subscribable.js';
import { subscriptionMessage, subscriptionMessageKey, subscriptionTerms } from '../../domain/commerce/subscription.js';
import { contentField } from '../../domain/commerce/structured-content.js';
import type { Money } from '../../domain/money/money.js';
import { fillPriceLine } from '../../domain/money/price-message.js';
import { fromPrice, normalPrice, salePrice } from '../../domain/money/product-prices.js';
import { localizedOr, renderPriceBlock, type PriceBlock } from './price-block.js';
import { priceHtml } from './price-html.js';

interface PriceTexts {
  readonly from: string;
  readonly sale: string;
  readonly normal: string;
  /** Values of the texts' placeholders besides the price. */
  readonly values: Readonly<Record<string, number>>;
}

/** The from line when variants differ, the sale line when on sale, and the normal line. */
function priceLines(item: JsonValue, texts: PriceTexts, args: readonly string[], scope: RenderScope): PriceBlock {
  const line = (text: string, money: Money) => {
    const html = priceHtml(money, args, scope);
    return html === '' ? undefined : fillPriceLine(text, html, texts.values);
  };
  const block: PriceBlock = { normalHtml: line(texts.normal, normalPrice(item)) };
  if (hasVariedPrices(item)) block.fromHtml = line(texts.from, fromPrice(item));
  if (isOnSale(item)) block.saleHtml = line(texts.sale, salePrice(item));
  return block;
}

/** Subscription prices carry the billing terms, translated when the site has the text. */
function subscriptionLines(item: JsonValue, args: readonly string[], scope: RenderScope): PriceBlock {
  const terms = subscriptionTerms(contentField(item, 'subscriptionPlan'));
  if (terms === undefined) return { fromHtml: localizedOr(scope, 'productPriceUnavailable', 'Unavailable') };
  const varied = hasVariedPrices(item);
  const text = localizedOr(scope, subscriptionMessageKey(terms, varied), subscriptionMessage(terms, varied));
  const values = { billingPeriodValue: terms.billingPeriodValue, duration: terms.duration };
  return priceLines(item, { from: text, sale: text, normal: text, values }, args, scope);
}

/** `{item|product-price}`: the price block of a product (from, sale and original price, terms). */
export const productPrice: FormatterDef = {
  name: 'product-price',
  apply(value, args, scope) {
    let block: PriceBlock = {};
    if (isSubscribable(value)) block = subscriptionLines(value, args, scope);
    else if (productType(value) !== undefined) {
      const from = localizedOr(scope, 'productPriceFromText', 'from {fromPrice}');
      block = priceLines(value, { from, sale: '{price}', normal: '{price}', values: {} }, args, scope);
    }
    return renderPriceBlock('product-price', block, scope);
  },
};

import type { FormatterDef } from '../../engine/plugin.js';
import { getOwn, isTruthy } from '../../engine/values.js';
import { fillPriceMessage } from '../../domain/money/price-message.js';
import { readPrice } from '../../domain/money/money.js';
import { hasVariedPrices } from '../../domain/commerce/product.js';
import { cheapestVariantPricingOptions } from '../../domain/money/product-prices.js';
import { renderPriceBlock, localizedOr, type PriceBlock } from './price-block.js';
import { priceHtml } from './price-html.js';

/**
 * `{item|subscription-price}`: the price block of the first subscription pricing option of the
 * cheapest variant ("from" it when variants differ). Empty when there is no pricing option.
 */
export const subscriptionPrice: FormatterDef = {
  name: 'subscription-price',
  apply(value, args, scope) {
    const block: PriceBlock = {};
    const [option] = cheapestVariantPricingOptions(value);
    if (option !== undefined) {
      const onSale = isTruthy(getOwn(option, 'onSale'));
      const html = (key: string) => priceHtml(readPrice(getOwn(option, key)), args, scope) || undefined;
      if (hasVariedPrices(value)) {
        const from = html(onSale ? 'salePriceMoney' : 'priceMoney');
        const text = localizedOr(scope, 'productPriceFromText', 'from {fromPrice}');
        if (from !== undefined) block.fromHtml = fillPriceMessage(text, { fromPrice: from });
      }
      if (onSale) block.saleHtml = html('salePriceMoney');
      block.normalHtml = html('priceMoney');
    }
    return renderPriceBlock('subscription-price', block, scope);
  },
};

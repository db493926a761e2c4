import { salePrice as lowestSalePrice } from '../../domain/money/product-prices.js';
import { legacyPriceFormatter } from './legacy-price.js';

/** `{item|sale-price}`: the lowest sale price among the variants on sale, in cents (0 if none). */
export const salePrice = legacyPriceFormatter('sale-price', lowestSalePrice);

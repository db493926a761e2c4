import { fromPrice as lowestPrice } from '../../domain/money/product-prices.js';
import { legacyPriceFormatter } from './legacy-price.js';

/** `{item|from-price}`: the lowest price a visitor pays now, in cents. */
export const fromPrice = legacyPriceFormatter('from-price', lowestPrice);

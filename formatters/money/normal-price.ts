import { normalPrice as highestPrice } from '../../domain/money/product-prices.js';
import { legacyPriceFormatter } from './legacy-price.js';

/** `{item|normal-price}`: the highest regular price among the variants, in cents. */
export const normalPrice = legacyPriceFormatter('normal-price', highestPrice);

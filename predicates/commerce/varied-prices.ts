import { hasVariedPrices } from '../../domain/commerce/product.js';
import { nodePredicate } from '../content/node-predicate.js';

export const variedPrices = nodePredicate('varied-prices?', hasVariedPrices);

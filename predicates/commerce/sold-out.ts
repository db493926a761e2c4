import { isSoldOut } from '../../domain/commerce/product.js';
import { nodePredicate } from '../content/node-predicate.js';

export const soldOut = nodePredicate('sold-out?', isSoldOut);

import { isOnSale } from '../../domain/commerce/product.js';
import { nodePredicate } from '../content/node-predicate.js';

export const onSale = nodePredicate('on-sale?', isOnSale);

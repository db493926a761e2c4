import { hasVariants as productHasVariants } from '../../domain/commerce/product.js';
import { nodePredicate } from '../content/node-predicate.js';

export const hasVariants = nodePredicate('has-variants?', productHasVariants);

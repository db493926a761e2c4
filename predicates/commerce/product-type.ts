import type { PredicateDef } from '../../engine/plugin.js';
import { productType } from '../../domain/commerce/product.js';
import { ProductType } from '../../domain/enums/product-type.js';
import { nodePredicate } from '../content/node-predicate.js';

/** One predicate per product type, named like the type: `physical?`, `gift-card?`… */
export const productTypePredicates: readonly PredicateDef[] = ProductType.names.map((name) =>
  nodePredicate(`${name.toLowerCase().replace('_', '-')}?`, (node) => productType(node) === ProductType.byName[name]),
);

import type { PredicateDef } from '../../engine/plugin.js';
import { hasVariants } from './has-variants.js';
import { onSale } from './on-sale.js';
import { productTypePredicates } from './product-type.js';
import { soldOut } from './sold-out.js';
import { subscribable } from './subscribable.js';
import { variedPrices } from './varied-prices.js';

/** The commerce predicates: product status, variants, subscriptions and product types. */
export const commercePredicates: readonly PredicateDef[] = [
  hasVariants,
  onSale,
  soldOut,
  subscribable,
  variedPrices,
  ...productTypePredicates,
];

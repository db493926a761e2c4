import { enumeration } from './enumeration.js';

/** Collection types spec 001 names (others exist but are not shown). */
export const CollectionType = enumeration({
  generic: 1,
  subscription: 2,
  'template-page': 7,
  'splash-page': 8,
  page: 10,
  products: 13,
});

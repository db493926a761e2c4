import { nameEnumeration } from './enumeration.js';

/** How a collection lists its items in the editor. */
export const CollectionView = nameEnumeration(['list', 'grid', 'product']);

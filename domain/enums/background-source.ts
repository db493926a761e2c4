import { enumeration } from './enumeration.js';

/** Where a page background comes from; one `background-source-<name>?` predicate each. */
export const BackgroundSource = enumeration({
  undefined: -1,
  upload: 1,
  instagram: 2,
  video: 3,
  none: 4,
});

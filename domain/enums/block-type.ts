import { enumeration } from './enumeration.js';

/** The block types spec 001 names (about 60 exist; the others are not shown). */
export const BlockType = enumeration({
  navigation: 1,
  html: 2,
  image: 5,
  form: 9,
  product: 43,
  'member-area': 67,
  accordion: 69,
});

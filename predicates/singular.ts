import type { PredicateDef } from '../engine/plugin.js';
import { toNumber } from '../engine/values.js';

/** The node is 1 (or `"1"`, or true). */
export const singular: PredicateDef = {
  name: 'singular?',
  test: (node) => toNumber(node) === 1,
};

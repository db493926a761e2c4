import type { PredicateDef } from '../engine/plugin.js';
import { toNumber } from '../engine/values.js';

/** The node is a number (or numeric text) greater than 1; 0 is neither plural nor singular. */
export const plural: PredicateDef = {
  name: 'plural?',
  test: (node) => toNumber(node) > 1,
};

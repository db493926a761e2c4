import type { PredicateDef } from '../engine/plugin.js';
import { parity } from '../formatters/util/parity.js';

/** The node (or the argument) is an odd whole number; numeric strings are not numbers here. */
export const odd: PredicateDef = {
  name: 'odd?',
  test: (node, args, scope) => parity(node, args, scope) === 1,
};

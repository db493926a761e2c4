import type { PredicateDef } from '../engine/plugin.js';
import { parity } from '../formatters/util/parity.js';

/** The node (or the argument) is an even whole number; numeric strings are not numbers here. */
export const even: PredicateDef = {
  name: 'even?',
  test: (node, args, scope) => parity(node, args, scope) === 0,
};

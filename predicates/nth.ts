import type { PredicateDef } from '../engine/plugin.js';
import { toNumber } from '../engine/values.js';

/**
 * `{.nth? n}`: the node is a whole number divisible by n; `{.nth? x n}`: x is. Only real
 * numbers are tested (not numeric strings); n may be a path or a literal. As in the reference,
 * any other number of arguments tests the node by the first.
 */
export const nth: PredicateDef = {
  name: 'nth?',
  test(node, args, scope) {
    const first = args[0];
    const second = args.length === 2 ? args[1] : undefined;
    if (first === undefined) return false;
    const subject = second === undefined ? node : scope.resolveArg(first);
    const divisor = toNumber(scope.resolveArg(second ?? first));
    if (typeof subject !== 'number' || !Number.isInteger(subject)) return false;
    return Number.isInteger(divisor) && divisor !== 0 && subject % divisor === 0;
  },
};

import type { PredicateDef } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';
import { fieldNumber } from '../../domain/commerce/json-number.js';
import { SliceType } from '../../domain/enums/slice-type.js';

/** `{.current-type? gallery}`: the node's `currentType` is the named slice type. */
export const currentType: PredicateDef = {
  name: 'current-type?',
  test(node, args) {
    const expected = SliceType.valueOf(args[0] ?? '');
    return expected !== undefined && Math.trunc(fieldNumber(getOwn(node, 'currentType'))) === expected;
  },
};

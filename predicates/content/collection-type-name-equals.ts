import type { PredicateDef } from '../../engine/plugin.js';
import { scalarText } from '../../engine/values.js';

/** `{.collectionTypeNameEquals? name}`: `typeName` (looked up in scope) is the given word. */
export const collectionTypeNameEquals: PredicateDef = {
  name: 'collectionTypeNameEquals?',
  test(_node, args, scope) {
    const [expected] = args;
    return expected !== undefined && scalarText(scope.resolve('typeName')) === expected;
  },
};

import type { JsonValue, PredicateDef } from '../../engine/plugin.js';

/**
 * A predicate over two operands: the node and its one argument, or its two arguments; false
 * when there are none. (Read without a pair or destructuring: these run for every row of a list.)
 */
export function binaryPredicate(
  name: string,
  holds: (a: JsonValue, b: JsonValue) => boolean,
): PredicateDef {
  return {
    name,
    test(node, args, scope) {
      const first = args[0];
      if (first === undefined) return false;
      const second = args[1];
      if (second === undefined) return holds(node, scope.resolveArg(first));
      const a = scope.resolveArg(first);
      return holds(a, scope.resolveArg(second));
    },
  };
}

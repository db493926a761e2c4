import type { JsonValue, PredicateDef, RenderScope } from '../../engine/plugin.js';

/**
 * The two values a binary predicate tests: the node and its one argument, or its two
 * arguments; undefined when there are none.
 */
export function operands(
  node: JsonValue,
  args: readonly string[],
  scope: RenderScope,
): [JsonValue, JsonValue] | undefined {
  const [first, second] = args;
  if (first === undefined) return undefined;
  if (second === undefined) return [node, scope.resolveArg(first)];
  return [scope.resolveArg(first), scope.resolveArg(second)];
}

/** A predicate over the two operands; false when they are not given. */
export function binaryPredicate(
  name: string,
  holds: (a: JsonValue, b: JsonValue) => boolean,
): PredicateDef {
  return {
    name,
    test(node, args, scope) {
      const pair = operands(node, args, scope);
      return pair !== undefined && holds(pair[0], pair[1]);
    },
  };
}

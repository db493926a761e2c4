import type { JsonValue, RenderScope } from '../../engine/plugin.js';

/** 0 or 1 for a whole number (the argument's value if there is one, else the node), else undefined. */
export function parity(
  node: JsonValue,
  args: readonly string[],
  scope: RenderScope,
): 0 | 1 | undefined {
  const subject = args[0] === undefined ? node : scope.resolveArg(args[0]);
  if (typeof subject !== 'number' || !Number.isInteger(subject)) return undefined;
  return subject % 2 === 0 ? 0 : 1;
}

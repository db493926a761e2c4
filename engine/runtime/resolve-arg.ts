import type { JsonValue, RenderScope } from '../plugin.js';

const NUMBER_RE = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * A plugin argument's value: quoted strings and literals stand for themselves, anything else
 * is looked up like a variable.
 */
export function resolveArg(scope: RenderScope, arg: string): JsonValue {
  const quote = arg[0];
  if ((quote === '"' || quote === "'") && arg.length >= 2 && arg[arg.length - 1] === quote) return arg.slice(1, -1);
  if (NUMBER_RE.test(arg)) return Number(arg);
  switch (arg) {
    case 'true':
      return true;
    case 'false':
      return false;
    case 'null':
      return null;
    default:
      return scope.resolve(arg);
  }
}

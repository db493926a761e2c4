import type { JsonValue, RenderScope } from '../plugin.js';
import { Memo } from './memo.js';
import { splitPath } from './lookup.js';

const NUMBER_RE = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

type Arg = { literal: JsonValue } | { path: readonly (string | number)[] };

/** What an argument text means, worked out once per distinct text. */
const meanings = new Memo<Arg>((arg) => {
  const quote = arg[0];
  if ((quote === '"' || quote === "'") && arg.length >= 2 && arg[arg.length - 1] === quote) return { literal: arg.slice(1, -1) };
  if (NUMBER_RE.test(arg)) return { literal: Number(arg) };
  switch (arg) {
    case 'true':
      return { literal: true };
    case 'false':
      return { literal: false };
    case 'null':
      return { literal: null };
    default:
      return { path: splitPath(arg) };
  }
});

/**
 * A plugin argument's value: quoted strings and literals stand for themselves, anything else
 * is looked up like a variable.
 */
export function resolveArg(scope: RenderScope, arg: string): JsonValue {
  const meaning = meanings.get(arg);
  return 'literal' in meaning ? meaning.literal : scope.resolve(meaning.path);
}

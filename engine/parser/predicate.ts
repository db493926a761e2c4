import type { PredicateCall } from '../ast.js';
import { ErrorCode } from '../error-codes.js';
import type { Registry } from '../registry.js';
import { didYouMean } from '../suggest.js';
import { arityProblem } from './arity.js';
import type { Problem } from './problem.js';
import { splitArgs } from './split.js';
import { isLetter, isWordChar } from './chars.js';


/** The length of `name?` at the start of `text` (a letter, word characters, `?`), or 0. */
function predicateNameLength(text: string): number {
  if (text.length === 0 || !isLetter(text.charCodeAt(0))) return 0;
  let i = 1;
  while (i < text.length && isWordChar(text.charCodeAt(i))) i++;
  return text.charCodeAt(i) === 63 /* ? */ ? i + 1 : 0;
}

/**
 * Parses `name? args` (args split on the first character after the `?`). An unknown predicate
 * still parses (it tests false when rendered) and is reported.
 */
export function parsePredicateCall(
  text: string,
  start: number,
  end: number,
  registry: Registry,
): { call: PredicateCall; problems: Problem[] | undefined } | undefined {
  const length = predicateNameLength(text);
  if (length === 0) return undefined;
  const name = text.slice(0, length);
  const delimiter = length < text.length ? (text[length] as string) : '';
  const args = length < text.length ? splitArgs(text, length + 1, text.length, delimiter) : [];
  const call: PredicateCall = { name, args, delimiter };
  const def = registry.predicate(name);
  if (def === undefined) {
    const message = `Unknown predicate '${name}'${didYouMean(name, registry.predicateNames())}`;
    return { call, problems: [{ code: ErrorCode.UnknownPredicate, message, start, end }] };
  }
  const message = arityProblem('Predicate', name, args.length, def.args);
  return { call, problems: message === undefined ? undefined : [{ code: ErrorCode.InvalidArguments, message, start, end }] };
}

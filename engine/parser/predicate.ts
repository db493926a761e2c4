import type { PredicateCall } from '../ast.js';
import { ErrorCode } from '../error-codes.js';
import type { Registry } from '../registry.js';
import { didYouMean } from '../suggest.js';
import { arityProblem } from './arity.js';
import type { Problem } from './problem.js';

const PREDICATE_RE = /^([A-Za-z][\w-]*\?)([\s\S]*)$/;

/**
 * Parses `name? args` (args split on the first character after the `?`). An unknown predicate
 * still parses (it tests false when rendered) and is reported.
 */
export function parsePredicateCall(
  text: string,
  start: number,
  end: number,
  registry: Registry,
): { call: PredicateCall; problems: Problem[] } | undefined {
  const match = PREDICATE_RE.exec(text);
  if (match === null) return undefined;
  const name = match[1] as string;
  const rest = match[2] as string;
  const delimiter = rest.length > 0 ? (rest[0] as string) : '';
  const args = rest.length > 0 ? rest.slice(1).split(delimiter) : [];
  const call: PredicateCall = { name, args, delimiter };
  const problems: Problem[] = [];
  const def = registry.predicate(name);
  if (def === undefined) {
    problems.push({ code: ErrorCode.UnknownPredicate, message: `Unknown predicate '${name}'${didYouMean(name, registry.predicateNames())}`, start, end });
  } else {
    const message = arityProblem('Predicate', name, args.length, def.args);
    if (message !== undefined) problems.push({ code: ErrorCode.InvalidArguments, message, start, end });
  }
  return { call, problems };
}

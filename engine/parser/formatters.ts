import type { FormatterCall } from '../ast.js';
import { ErrorCode } from '../error-codes.js';
import type { Registry } from '../registry.js';
import { didYouMean } from '../suggest.js';
import { arityProblem } from './arity.js';
import { fail, type Parsed } from './problem.js';
import { splitArgs } from './split.js';

/** Formatter-name characters: letters, digits, `_` and `-`. */
function isNameChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45;
}

/**
 * Parses the formatter chain `name args|name2…` in `text` from `from` to `to` (`offset` is where
 * `text` starts in the source). Args are split on the delimiter, the first character after the name.
 */
export function parseFormatters(text: string, from: number, to: number, offset: number, registry: Registry): Parsed<FormatterCall[]> {
  const calls: FormatterCall[] = [];
  let pos = from;
  while (true) {
    let stop = pos;
    while (stop < to && isNameChar(text.charCodeAt(stop))) stop++;
    if (stop === pos) return fail();
    const name = text.slice(pos, stop);
    const start = offset + pos;
    pos = stop;
    let delimiter = '';
    let args: string[] = [];
    if (pos < to && text.charCodeAt(pos) !== 124 /* | */) {
      delimiter = text[pos] as string;
      const bar = text.indexOf('|', pos + 1);
      const stop = bar < 0 || bar > to ? to : bar;
      args = splitArgs(text, pos + 1, stop, delimiter);
      pos = stop;
    }
    const call: FormatterCall = { name, args, delimiter, start, end: offset + pos };
    const problem = checkFormatter(call, registry);
    if (problem !== undefined) return fail(problem);
    calls.push(call);
    if (pos >= to) return { ok: true, value: calls };
    pos++; // the '|'
  }
}

function checkFormatter(call: FormatterCall, registry: Registry) {
  const def = registry.formatter(call.name);
  const { start, end } = call;
  if (def === undefined) {
    return { code: ErrorCode.UnknownFormatter, message: `Unknown formatter '${call.name}'${didYouMean(call.name, registry.formatterNames())}`, start, end };
  }
  const message = arityProblem('Formatter', call.name, call.args.length, def.args);
  return message === undefined ? undefined : { code: ErrorCode.InvalidArguments, message, start, end };
}

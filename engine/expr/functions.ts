import type { FunctionName } from './ast.js';
import { toBoolean, toNumber, toString, type Scalar } from './coerce.js';

interface ExprFunction {
  /** Fewest arguments; extra arguments are ignored, as the reference engine does. */
  minArgs: number;
  apply(args: readonly Scalar[]): Scalar;
}

/**
 * The reference engine starts from the last argument and keeps an earlier one only when it
 * compares strictly better, so NaN (a non-numeric argument) wins only when it comes last.
 */
function extreme(better: (a: number, b: number) => boolean) {
  return (args: readonly Scalar[]): number => {
    let result = toNumber(args[args.length - 1]!);
    for (let i = args.length - 2; i >= 0; i--) {
      const value = toNumber(args[i]!);
      if (better(value, result)) result = value;
    }
    return result;
  };
}

const FUNCTIONS = new Map<string, ExprFunction>([
  ['abs', { minArgs: 1, apply: (args) => Math.abs(toNumber(args[0]!)) }],
  ['bool', { minArgs: 1, apply: (args) => toBoolean(args[0]!) }],
  ['max', { minArgs: 1, apply: extreme((a, b) => a > b) }],
  ['min', { minArgs: 1, apply: extreme((a, b) => a < b) }],
  ['num', { minArgs: 1, apply: (args) => toNumber(args[0]!) }],
  ['str', { minArgs: 1, apply: (args) => toString(args[0]!) }],
]);

export function isFunctionName(name: string): name is FunctionName {
  return FUNCTIONS.has(name);
}

export function functionNamed(name: FunctionName): ExprFunction | undefined {
  return FUNCTIONS.get(name);
}

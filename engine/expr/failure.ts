import type { ErrorCode } from '../error-codes.js';
import { problem, type ExprProblem } from './problem.js';

/** Thrown inside the evaluator and caught at its boundary; never escapes `evaluate`. */
export class ExprFailure extends Error {
  readonly problem: ExprProblem;

  constructor(code: ErrorCode, message: string, offset: number, length: number) {
    super(message);
    this.problem = problem(code, message, offset, length);
  }
}

export function fail(code: ErrorCode, message: string, offset: number, length: number): never {
  throw new ExprFailure(code, message, offset, length);
}

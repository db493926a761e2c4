import type { ErrorCode } from '../error-codes.js';

export interface ExprLimits {
  /** Most tokens one expression may have. */
  maxTokens?: number;
  /** Longest string a concatenation may produce. */
  maxStringLength?: number;
}

/** A problem in an expression; `offset` counts from the start of the expression source. */
export interface ExprProblem {
  code: ErrorCode;
  message: string;
  offset: number;
  length: number;
}

export function problem(code: ErrorCode, message: string, offset: number, length = 1): ExprProblem {
  return { code, message, offset, length: Math.max(1, length) };
}

import type { ErrorCode } from '../error-codes.js';

/** An error found while parsing, at an absolute offset of the template source. */
export interface Problem {
  code: ErrorCode;
  message: string;
  start: number;
  end: number;
}

/** What parsing a tag gives: a value, or nothing (the tag is text) with an optional problem. */
export type Parsed<T> = { ok: true; value: T; problems?: Problem[] } | { ok: false; problem?: Problem };

export const fail = (problem?: Problem): { ok: false; problem?: Problem } =>
  problem === undefined ? { ok: false } : { ok: false, problem };

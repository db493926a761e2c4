import { ErrorCode } from '../error-codes.js';
import type { Expression } from './ast.js';
import { tokenize } from './lexer.js';
import { parseTokens } from './parser.js';
import { problem, type ExprLimits, type ExprProblem } from './problem.js';

export interface ParseResult {
  expr: Expression | undefined;
  errors: ExprProblem[];
}

/** Parses `{.eval}` source once, at compile time. `expr` is undefined when there are errors. */
export function parseExpression(source: string, limits?: ExprLimits): ParseResult {
  try {
    const lexed = tokenize(source, limits);
    if (lexed.problems.length > 0) return { expr: undefined, errors: lexed.problems };
    const parsed = parseTokens(lexed.tokens, source);
    if (parsed.body === undefined) return { expr: undefined, errors: parsed.problems };
    return { expr: { body: parsed.body }, errors: [] };
  } catch (error) {
    const message = `Cannot parse expression: ${error instanceof Error ? error.message : String(error)}`;
    return { expr: undefined, errors: [problem(ErrorCode.InvalidExpression, message, 0)] };
  }
}

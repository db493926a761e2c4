import { Lexer, type IToken } from 'chevrotain';
import { ErrorCode } from '../error-codes.js';
import type { LiteralScan } from './literals.js';
import { problem, type ExprLimits, type ExprProblem } from './problem.js';
import { allTokens, LParen, NumberLiteral, RParen, StringLiteral } from './tokens.js';

/** Deepest nesting of parentheses; it bounds the recursion of the parser and the evaluator. */
export const MAX_NESTING = 100;

/** At most this many problems are reported for one expression. */
const MAX_PROBLEMS = 20;

/** Lexing stops at the first bad character, so large faulty inputs fail fast. */
let lexer: Lexer | undefined; // built on first use, like the parser

export interface Tokens {
  tokens: IToken[];
  problems: ExprProblem[];
}

/** Splits an expression into tokens and reports what the parser cannot recover from. */
export function tokenize(source: string, limits: ExprLimits = {}): Tokens {
  lexer ??= new Lexer(allTokens, { positionTracking: 'onlyOffset', recoveryEnabled: false });
  const { tokens, errors } = lexer.tokenize(source);
  const max = limits.maxTokens;
  if (max !== undefined && tokens.length > max) {
    const first = tokens[Math.max(0, max)] ?? tokens[0]!;
    const message = `Expression has ${tokens.length} tokens, more than the limit of ${max}`;
    return { tokens, problems: [problem(ErrorCode.TooManyTokens, message, first.startOffset, first.image.length)] };
  }
  const problems: ExprProblem[] = [];
  for (const error of errors) {
    const char = String.fromCodePoint(source.codePointAt(error.offset) ?? 0xfffd);
    problems.push(problem(ErrorCode.InvalidExpression, `Unexpected character "${char}"`, error.offset, char.length));
  }
  for (const token of tokens) {
    if (problems.length >= MAX_PROBLEMS) break;
    if (token.tokenType !== NumberLiteral && token.tokenType !== StringLiteral) continue;
    const scan = token.payload as LiteralScan;
    if (scan.problem) problems.push(scan.problem);
  }
  if (problems.length === 0) checkParentheses(tokens, problems);
  problems.sort((a, b) => a.offset - b.offset);
  return { tokens, problems };
}

function checkParentheses(tokens: IToken[], problems: ExprProblem[]): void {
  const open: IToken[] = [];
  for (const token of tokens) {
    if (token.tokenType === LParen) {
      open.push(token);
      if (open.length > MAX_NESTING) {
        const message = `Parentheses nested more than ${MAX_NESTING} deep`;
        problems.push(problem(ErrorCode.InvalidExpression, message, token.startOffset));
        return;
      }
    } else if (token.tokenType === RParen && open.pop() === undefined) {
      problems.push(problem(ErrorCode.MismatchedOperator, 'Unmatched ")"', token.startOffset));
      return;
    }
  }
  const unclosed = open.pop();
  if (unclosed) problems.push(problem(ErrorCode.MismatchedOperator, 'Unclosed "(": no matching ")"', unclosed.startOffset));
}

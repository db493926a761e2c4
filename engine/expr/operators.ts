import { ErrorCode } from '../error-codes.js';
import type { BinaryOp, UnaryOp } from './ast.js';
import { isScalar, kindOf, toBoolean, toNumber, toString, type Scalar } from './coerce.js';
import { fail } from './failure.js';

/** Only `**` groups to the right. */
export function isRightAssociative(op: BinaryOp): boolean {
  return op === '**';
}

function operand(value: unknown, op: string, offset: number): Scalar {
  if (isScalar(value)) return value;
  return fail(ErrorCode.ExpressionFailed, `Operator "${op}" cannot be applied to ${kindOf(value)}`, offset, op.length);
}

export function applyUnary(op: UnaryOp, value: unknown, offset: number): Scalar {
  const v = operand(value, op, offset);
  switch (op) {
    case '!':
      return !toBoolean(v);
    case '~':
      return ~toNumber(v);
    case '-':
      return -toNumber(v);
    case '+':
      return toNumber(v);
  }
}

/** `maxLength` bounds the result of a string concatenation. */
export function applyBinary(op: BinaryOp, left: unknown, right: unknown, offset: number, maxLength: number): Scalar {
  const a = operand(left, op, offset);
  const b = operand(right, op, offset);
  switch (op) {
    case '+':
      return typeof a === 'string' || typeof b === 'string' ? concat(a, b, offset, maxLength) : toNumber(a) + toNumber(b);
    case '-':
      return toNumber(a) - toNumber(b);
    case '*':
      return toNumber(a) * toNumber(b);
    case '/':
      return toNumber(a) / toNumber(b);
    case '%':
      return toNumber(a) % toNumber(b);
    case '**':
      return toNumber(a) ** toNumber(b);
    case '<<':
      return toNumber(a) << toNumber(b);
    case '>>':
      return toNumber(a) >> toNumber(b);
    case '&':
      return toNumber(a) & toNumber(b);
    case '^':
      return toNumber(a) ^ toNumber(b);
    case '|':
      return toNumber(a) | toNumber(b);
    case '&&':
      return toBoolean(a) && toBoolean(b);
    case '||':
      return toBoolean(a) || toBoolean(b);
    // Comparisons keep JavaScript's own coercions (`" 1 " == 1`, `"10" < "9"`, `null >= 0`).
    case '<':
      return (a as number) < (b as number);
    case '>':
      return (a as number) > (b as number);
    case '<=':
      return (a as number) <= (b as number);
    case '>=':
      return (a as number) >= (b as number);
    case '==':
      return a == b;
    case '!=':
      return a != b;
    case '===':
      return a === b;
    case '!==':
      return a !== b;
  }
}

function concat(a: Scalar, b: Scalar, offset: number, maxLength: number): string {
  const left = toString(a);
  const right = toString(b);
  if (left.length + right.length > maxLength) {
    const message = `String of ${left.length + right.length} characters is longer than the limit of ${maxLength}`;
    return fail(ErrorCode.StringTooLong, message, offset, 1);
  }
  return left + right;
}

import { ErrorCode } from '../error-codes.js';
import type { BinaryNode, CallNode, ExprNode, Expression, UnaryNode, VariableNode } from './ast.js';
import { fromLookup, isScalar, kindOf, type Scalar } from './coerce.js';
import { ExprFailure, fail } from './failure.js';
import { functionNamed } from './functions.js';
import { applyBinary, applyUnary, isRightAssociative } from './operators.js';
import type { ExprLimits, ExprProblem } from './problem.js';

export interface ExprEnv {
  /** Looks a path up; the first segment may be `@`, `@name` or a plain key. */
  resolve(path: readonly (string | number)[]): unknown;
  /** Binds a variable; `name` is like `@x`. */
  assign(name: string, value: unknown): void;
}

export interface Evaluation {
  value: unknown;
  error?: ExprProblem;
}

/** Runs every statement in order; the value is the last statement's (undefined for an assignment). */
export function evaluate(expr: Expression, env: ExprEnv, limits?: ExprLimits): Evaluation {
  const walker = new Walker(env, limits?.maxStringLength ?? Infinity);
  let value: unknown;
  try {
    for (const node of expr.body) value = walker.statement(node);
    return { value };
  } catch (error) {
    return { value: undefined, error: asFailure(error, 0, 1).problem };
  }
}

/** Any other error (from the environment, or a string too long for the engine) becomes a failure. */
function asFailure(error: unknown, offset: number, length: number): ExprFailure {
  if (isFailure(error)) return error;
  return new ExprFailure(ErrorCode.ExpressionFailed, `Expression failed: ${reason(error)}`, offset, length);
}

function isFailure(error: unknown): error is ExprFailure {
  try {
    return error instanceof ExprFailure;
  } catch {
    return false;
  }
}

function reason(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unknown error';
  }
}

class Walker {
  constructor(
    private readonly env: ExprEnv,
    private readonly maxStringLength: number,
  ) {}

  statement(node: ExprNode): unknown {
    if (node.type !== 'assign') return this.value(node);
    const value = this.value(node.value);
    try {
      this.env.assign(node.name, value);
    } catch (error) {
      throw asFailure(error, node.offset, node.name.length);
    }
    return undefined;
  }

  value(node: ExprNode): unknown {
    switch (node.type) {
      case 'literal':
        return node.value;
      case 'nonFinite':
        return node.value === 'NaN' ? NaN : Infinity;
      case 'variable':
        return this.lookup(node);
      case 'unary':
        return this.unary(node);
      case 'binary':
        return this.binary(node);
      case 'call':
        return this.call(node);
      case 'assign':
        return fail(ErrorCode.ExpressionFailed, 'An assignment has no value', node.offset, node.name.length);
    }
  }

  private lookup(node: VariableNode): unknown {
    try {
      return fromLookup(this.env.resolve(node.path));
    } catch (error) {
      throw asFailure(error, node.offset, node.path.join('.').length);
    }
  }

  private unary(node: UnaryNode): Scalar {
    let value = this.value(node.operand);
    for (let i = node.ops.length - 1; i >= 0; i--) value = applyUnary(node.ops[i]!, value, node.offsets[i]!);
    return value as Scalar;
  }

  private binary(node: BinaryNode): unknown {
    const { ops, offsets, operands } = node;
    const max = this.maxStringLength;
    if (isRightAssociative(ops[0]!)) {
      const values = operands.map((operand) => this.value(operand));
      let result = values[values.length - 1];
      for (let i = ops.length - 1; i >= 0; i--) result = applyBinary(ops[i]!, values[i], result, offsets[i]!, max);
      return result;
    }
    let result = this.value(operands[0]!);
    for (let i = 0; i < ops.length; i++) {
      result = applyBinary(ops[i]!, result, this.value(operands[i + 1]!), offsets[i]!, max);
    }
    return result;
  }

  private call(node: CallNode): Scalar {
    const fn = functionNamed(node.name);
    if (fn === undefined || node.args.length < fn.minArgs) {
      return fail(ErrorCode.InvalidFunction, `Cannot call "${node.name}"`, node.offset, node.name.length);
    }
    const args: Scalar[] = [];
    for (const arg of node.args) {
      const value = this.value(arg);
      if (!isScalar(value)) {
        const message = `Function "${node.name}" cannot take ${kindOf(value)}`;
        return fail(ErrorCode.ExpressionFailed, message, node.offset, node.name.length);
      }
      args.push(value);
    }
    return fn.apply(args);
  }
}

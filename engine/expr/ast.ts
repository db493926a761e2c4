/**
 * The expression tree. It is plain JSON so compiled templates can be cached as JSON; numbers
 * JSON cannot hold (Infinity, NaN) are `nonFinite` nodes. Chains of operators of one precedence
 * level are flat lists, so long inputs give shallow trees.
 */
export type UnaryOp = '!' | '~' | '-' | '+';

export type BinaryOp =
  | '**'
  | '*' | '/' | '%'
  | '+' | '-'
  | '<<' | '>>'
  | '<' | '>' | '<=' | '>='
  | '==' | '!=' | '===' | '!=='
  | '&' | '^' | '|'
  | '&&' | '||';

export type FunctionName = 'abs' | 'bool' | 'max' | 'min' | 'num' | 'str';

export interface LiteralNode {
  type: 'literal';
  value: number | string | boolean | null;
}

export interface NonFiniteNode {
  type: 'nonFinite';
  value: 'Infinity' | 'NaN';
}

export interface VariableNode {
  type: 'variable';
  path: (string | number)[];
  offset: number;
}

/** `ops[0]` is the outermost operator: `-!x` is `{ ops: ['-', '!'] }`. */
export interface UnaryNode {
  type: 'unary';
  ops: UnaryOp[];
  offsets: number[];
  operand: ExprNode;
}

/** Operators all of one precedence level; `ops[i]` joins `operands[i]` and `operands[i + 1]`. */
export interface BinaryNode {
  type: 'binary';
  ops: BinaryOp[];
  offsets: number[];
  operands: ExprNode[];
}

export interface CallNode {
  type: 'call';
  name: FunctionName;
  args: ExprNode[];
  offset: number;
}

export interface AssignNode {
  type: 'assign';
  name: string;
  value: ExprNode;
  offset: number;
}

export type ExprNode = LiteralNode | NonFiniteNode | VariableNode | UnaryNode | BinaryNode | CallNode | AssignNode;

/** A parsed `{.eval}` expression: its statements in order; the last one's value is the result. */
export interface Expression {
  body: ExprNode[];
}

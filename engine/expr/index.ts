export type { ExprLimits, ExprProblem } from './problem.js';
export type { Expression, ExprNode, UnaryOp, BinaryOp, FunctionName } from './ast.js';
export { parseExpression, type ParseResult } from './parse.js';
export { evaluate, type ExprEnv, type Evaluation } from './evaluate.js';
export { exprValueText } from './text.js';

import type { Registry } from '../registry.js';
import type { EvalNode } from '../ast.js';
import type { Expression, ExprLimits } from '../expr/index.js';

/** What compiling one template needs. */
export interface CompileEnv {
  registry: Registry;
  source: string;
  file: string | undefined;
  exprLimits: ExprLimits;
  /** The parsed expression of each `{.eval}` (undefined where it has errors). */
  expressions: ReadonlyMap<EvalNode, Expression | undefined>;
}

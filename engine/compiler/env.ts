import type { Problem } from '../parser/problem.js';
import type { Registry } from '../registry.js';
import type { ExprLimits } from '../expr/index.js';

/** What compiling one template needs. */
export interface CompileEnv {
  registry: Registry;
  source: string;
  file: string | undefined;
  exprLimits: ExprLimits;
  problems: Problem[];
}

import type { BindVarNode, CtxVarNode, EvalNode, IncludeNode, InjectNode, MetaKind, VariableNode } from '../ast.js';
import { ErrorCode } from '../error-codes.js';
import { evaluate, exprValueText } from '../expr/index.js';
import type { JsonValue } from '../plugin.js';
import type { Context } from '../runtime/context.js';
import type { Fn } from '../runtime/unit.js';
import { outText } from '../runtime/out-text.js';
import type { CompileEnv } from './env.js';
import { getter, textGetter } from './lookup.js';
import { valueOf } from './formatters.js';

export const META_TEXT: Record<MetaKind, string> = {
  'meta-left': '{',
  'meta-right': '}',
  space: ' ',
  newline: '\n',
  tab: '\t',
};

/** What `{a.b|fmt}` prints. */
export function variableText(node: VariableNode, env: CompileEnv): (c: Context) => string {
  if (node.formatters.length === 0) return textGetter(node.paths[0] as VariableNode['paths'][number]);
  const get = valueOf(node.paths, node.formatters, node.start, env);
  return (c: Context) => outText(c, get(c));
}

/** `{.var @x path|fmt}` binds in the current scope. */
export function bindVar(node: BindVarNode, env: CompileEnv): Fn {
  const get = valueOf(node.paths, node.formatters, node.start, env);
  const name = node.name;
  return (c: Context) => c.assign(name, get(c));
}

/** `{.ctx @x k=path …}` binds a new object made of the paths' values. */
export function ctxVar(node: CtxVarNode): Fn {
  const bindings = node.bindings.map(({ key, path }) => ({ key, get: getter(path) }));
  const name = node.name;
  return (c: Context) => {
    const value: Record<string, JsonValue> = Object.create(null) as Record<string, JsonValue>;
    for (const { key, get } of bindings) value[key] = get(c);
    c.assign(name, value);
  };
}

/** `{.include name}` runs a macro or partial in the current scope; `output` keeps what it prints. */
export function include(node: IncludeNode): Fn {
  const keep = node.args.includes('output');
  const { name, start } = node;
  return (c: Context) => {
    c.site = start;
    c.include(name, keep);
  };
}

/** `{.inject @x name}` binds the parsed JSON given in the render's `injects`. */
export function inject(node: InjectNode): Fn {
  const { name, path, start } = node;
  return (c: Context) => {
    c.site = start;
    const found = c.injected(path);
    if (found !== undefined) c.assign(name, found.value);
  };
}

/** `{.eval expr}` (its expression parsed when the template was): prints its last value. */
export function evalExpr(node: EvalNode, env: CompileEnv): Fn {
  const expr = env.expressions.get(node);
  if (expr === undefined) return () => {};
  const limits = env.exprLimits;
  return (c: Context) => {
    const { value, error } = evaluate(expr, c, limits);
    if (error !== undefined) {
      c.site = node.codeStart + error.offset;
      c.error(error.code ?? ErrorCode.ExpressionFailed, error.message);
      return;
    }
    if ((c.out += exprValueText(value)).length > c.outLimit) c.overflow();
  };
}

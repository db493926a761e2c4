import type { MacroNode, Node, RootNode } from '../ast.js';
import type { Context } from '../runtime/context.js';
import type { Fn, MacroTable, Unit } from '../runtime/unit.js';
import { ifBlock, predicateBlock, repeated, section } from './blocks.js';
import type { CompileEnv } from './env.js';
import { sequence } from './sequence.js';
import { bindVar, ctxVar, evalExpr, include, inject, meta, text, variable } from './statements.js';

/** Compiles a syntax tree into a unit: closures that render it with no further dispatch. */
export function compileRoot(root: RootNode, env: CompileEnv): Unit {
  const macros = macroTable(root.body, env);
  const fn = sequence(root.body.flatMap((node) => compileNode(node, env)));
  return { fn, source: env.source, file: env.file, macros };
}

function body(nodes: Node[], env: CompileEnv): Fn {
  const fns = sequence(nodes.flatMap((node) => compileNode(node, env)));
  const macros = macroTable(nodes, env);
  if (macros === null) return fns;
  return (c: Context) => {
    const saved = c.macros;
    c.macros = { table: macros, parent: saved };
    try {
      fns(c);
    } finally {
      c.macros = saved;
    }
  };
}

/** Macros are visible in the block that defines them and everything inside it. */
function macroTable(nodes: Node[], env: CompileEnv): MacroTable | null {
  const defs = nodes.filter((node): node is MacroNode => node.type === 'macro');
  if (defs.length === 0) return null;
  const table = new Map<string, Unit>();
  for (const def of defs) {
    table.set(def.name, { fn: body(def.body, env), source: env.source, file: env.file, macros: null });
  }
  return table;
}

function compileNode(node: Node, env: CompileEnv): Fn[] {
  const compileBody = (nodes: Node[]) => body(nodes, env);
  switch (node.type) {
    case 'text':
      return [text(node.value)];
    case 'meta':
      return [meta(node.kind)];
    case 'variable':
      return [variable(node, env)];
    case 'section':
      return [section(node, compileBody, env)];
    case 'repeated':
      return [repeated(node, compileBody, env)];
    case 'predicate':
      return [predicateBlock(node, compileBody, env)];
    case 'if':
      return [ifBlock(node, compileBody, env)];
    case 'bindvar':
      return [bindVar(node, env)];
    case 'ctxvar':
      return [ctxVar(node)];
    case 'include':
      return [include(node)];
    case 'inject':
      return [inject(node)];
    case 'eval':
      return [evalExpr(node, env)];
    case 'comment':
    case 'macro':
    case 'struct':
      return [];
  }
}

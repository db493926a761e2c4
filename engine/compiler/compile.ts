import type { Node, RootNode, VariableNode } from '../ast.js';
import type { Context } from '../runtime/context.js';
import type { Fn, MacroTable, Unit } from '../runtime/unit.js';
import { ifBlock, predicateBlock, repeated, section } from './blocks.js';
import type { CompileEnv } from './env.js';
import { sequence } from './sequence.js';
import { emitter, type Part } from './emit.js';
import { bindVar, ctxVar, evalExpr, include, inject, META_TEXT, variableText } from './statements.js';

/** Compiles a syntax tree into a unit: closures that render it with no further dispatch. */
export function compileRoot(root: RootNode, env: CompileEnv): Unit {
  const macros = macroTable(root.body, env);
  return { fn: compileList(root.body, env), source: env.source, file: env.file, macros };
}

/** Compiles a list of nodes; runs of text and variables become one emitter each. */
function compileList(nodes: Node[], env: CompileEnv): Fn {
  const fns: Fn[] = [];
  let run: Part[] = [];
  const flush = () => {
    if (run.length > 0) fns.push(emitter(run));
    run = [];
  };
  for (const node of nodes) {
    const part = emitPart(node, env);
    if (part !== undefined) {
      run.push(part);
      continue;
    }
    flush();
    const fn = compileNode(node, env);
    if (fn !== undefined) fns.push(fn);
  }
  flush();
  return sequence(fns);
}

/**
 * What a node adds to a run of output (as `compileList` groups them for `emitter`, and generated
 * code groups them alike): text, or a variable; undefined for a node that ends the run.
 */
export function runPart(node: Node): string | VariableNode | undefined {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'meta':
      return META_TEXT[node.kind];
    case 'comment':
      return '';
    case 'variable':
      return node;
    default:
      return undefined;
  }
}

function emitPart(node: Node, env: CompileEnv): Part | undefined {
  const part = runPart(node);
  return typeof part === 'object' ? variableText(part, env) : part;
}

function body(nodes: Node[], env: CompileEnv): Fn {
  const fns = compileList(nodes, env);
  const macros = macroTable(nodes, env);
  if (macros === null) return fns;
  return (c: Context) => {
    const saved = c.macros;
    c.macros = { table: macros, parent: saved };
    fns(c);
    c.macros = saved;
  };
}

/** Macros are visible in the block that defines them and everything inside it. */
export function macroTable(nodes: Node[], env: CompileEnv): MacroTable | null {
  let table: Map<string, Unit> | null = null;
  for (const node of nodes) {
    if (node.type !== 'macro') continue;
    table ??= new Map();
    table.set(node.name, { fn: body(node.body, env), source: env.source, file: env.file, macros: null });
  }
  return table;
}

function compileNode(node: Node, env: CompileEnv): Fn | undefined {
  const compileBody = (nodes: Node[]) => body(nodes, env);
  switch (node.type) {
    case 'section':
      return section(node, compileBody, env);
    case 'repeated':
      return repeated(node, compileBody, env);
    case 'predicate':
      return predicateBlock(node, compileBody, env);
    case 'if':
      return ifBlock(node, compileBody, env);
    case 'bindvar':
      return bindVar(node, env);
    case 'ctxvar':
      return ctxVar(node);
    case 'include':
      return include(node);
    case 'inject':
      return inject(node);
    case 'eval':
      return evalExpr(node, env);
    case 'text':
    case 'meta':
    case 'variable':
    case 'comment':
    case 'macro':
    case 'struct':
      return undefined;
  }
}

import type { Node, OrNode, Path, VariableNode } from '../../ast.js';
import type { Fn } from '../../runtime/unit.js';
import type { CompileEnv } from '../env.js';
import { getter, localGetter } from '../lookup.js';
import { bindVar, ctxVar, evalExpr, include, inject, variableText } from '../statements.js';
import { predicateTest } from '../blocks.js';
import { macroTable, runPart } from '../compile.js';
import { mergeText } from '../emit.js';
import { lit, localExpr, walkExpr, type LookupSite, type ScopeNode } from './lookup-js.js';
import { frameFree, scopeBindings } from './frame-free.js';
import { keyedJs, truthyJs } from './values-js.js';
import { appendJs, callJs, callStatementJs, stepJs } from './state-js.js';

/**
 * The scope code runs in. `frame` names the local holding the innermost Frame (what closures
 * find in `c.frame`, where bound variables of framed scopes live). A scope whose body reads
 * nothing but its node (see frameFree) gets no Frame: `node` is a local, and a lookup missing
 * in it tries the nodes of the frame-free scopes around it (`outer`, innermost first), then
 * walks on from the frame `parent`; its bound variables are locals (`vars`, innermost scope first).
 */
interface Scope {
  free: boolean;
  frame: string;
  node: ScopeNode;
  outer: readonly ScopeNode[];
  parent: string;
  vars: readonly ReadonlyMap<string, string>[];
}

/** The scope of the frame in local `frame`; `keyed` is the local telling whether its node is keyed (see ScopeNode). */
const framed = (frame: string, keyed: string): Scope => ({
  free: false,
  frame,
  node: { expr: `${frame}.node`, keyed, keyedRead: false },
  outer: [],
  parent: `${frame}.parent`,
  vars: [],
});

/** The declaration of the local telling whether a scope's node is keyed, once the scope's code has read it. */
const declareKeyed = (node: ScopeNode, value: string): string => (node.keyedRead ? ` const ${node.keyed} = ${keyedJs(value)};` : '');

/**
 * Generates the JavaScript source of a function rendering `nodes`, with the same behaviour as
 * the closures (same scopes, same helpers for everything but text, lookups and blocks). Every
 * string of the template enters the source as a JSON literal; plugins, formatter chains,
 * predicates and statements stay closures, passed in as constants.
 */
export class Generator {
  readonly constants: unknown[] = [];
  private depth = 0;
  /** The index variables of the repeated sections around the code being generated, innermost last. */
  private readonly loops: string[] = [];
  /** Counts the locals made for bound variables and scope nodes. */
  private locals = 0;

  constructor(private readonly env: CompileEnv) {}

  constant(value: unknown): string {
    this.constants.push(value);
    return `K[${this.constants.length - 1}]`;
  }

  root(nodes: Node[]): string {
    const scope = framed('f0', 'p0');
    const body = this.body(nodes, scope);
    return `${declareKeyed(scope.node, scope.node.expr)}\n${body}`;
  }

  /** A new local telling whether a scope's node is keyed. */
  private keyedLocal(): string {
    return `p${++this.locals}`;
  }

  private body(nodes: Node[], frame: Scope): string {
    const macros = macroTable(nodes, this.env);
    const lines: string[] = [];
    let run: (string | VariableNode)[] = [];
    for (const node of nodes) {
      const part = runPart(node);
      if (part !== undefined) {
        run.push(part);
        continue;
      }
      if (run.length > 0) lines.push(this.run(run, frame));
      run = [];
      lines.push(this.node(node, frame));
    }
    if (run.length > 0) lines.push(this.run(run, frame));
    const code = lines.join('\n');
    if (macros === null) return code;
    const saved = `m${this.depth++}`;
    return `const ${saved} = c.macros; c.macros = { table: ${this.constant(macros)}, parent: ${saved} };\n${code}\nc.macros = ${saved};`;
  }

  private site(scope: Scope): LookupSite {
    return {
      node: scope.node,
      outer: scope.outer,
      parent: scope.parent,
      bound: (name) => boundExpr(scope, name),
      constant: (v) => this.constant(v),
      fallback: (p: Path) => getter(p),
    };
  }

  /**
   * The scope of a frame-free body whose node is the local `expr`, inside `scope`, and (to be
   * called once its code is generated) the declarations of its `keyed` local and of the locals of the
   * variables its body binds.
   */
  private freeScope(scope: Scope, expr: string, bodies: readonly (readonly Node[] | null)[]): { scope: Scope; declare: () => string } {
    const names = new Set<string>();
    for (const body of bodies) if (body !== null) scopeBindings(body, names);
    const vars = new Map([...names].map((name) => [name, `b${++this.locals}`] as const));
    const node: ScopeNode = { expr, keyed: this.keyedLocal(), keyedRead: false };
    const inner: Scope = scope.free
      ? { free: true, frame: scope.frame, node, outer: [scope.node, ...scope.outer], parent: scope.parent, vars: [vars, ...scope.vars] }
      : { free: true, frame: scope.frame, node, outer: [], parent: scope.frame, vars: [vars] };
    const declare = (): string => `${declareKeyed(node, expr)}${vars.size === 0 ? '' : ` let ${[...vars.values()].join(', ')};`}`;
    return { scope: inner, declare };
  }

  /**
   * A run of text and variables, its output limit checked where the closures' `emitter` checks
   * it: after a text alone, and after each variable with the text that follows it (the text
   * before the first variable is not checked on its own).
   */
  private run(parts: readonly (string | VariableNode)[], frame: Scope): string {
    const merged = mergeText(parts);
    const only = merged[0];
    if (merged.length === 1 && typeof only === 'string') return appendJs(lit(only));
    const code: string[] = [];
    for (let i = 0; i < merged.length; i++) {
      const part = merged[i] as string | VariableNode;
      if (typeof part === 'string') {
        if (part !== '') code.push(`out += ${lit(part)};`);
        continue;
      }
      const next = merged[i + 1];
      if (typeof next === 'string' && next !== '') {
        code.push(`out += ${this.variable(part, frame)};`, appendJs(lit(next)));
        i++;
      } else code.push(appendJs(this.variable(part, frame)));
    }
    return code.join('\n');
  }

  /** The text a variable prints. */
  private variable(node: VariableNode, frame: Scope): string {
    if (node.formatters.length === 0 && node.paths.length === 1) return this.printed(node.paths[0] as Path, frame);
    return callJs(`${this.constant(variableText(node, this.env))}(c)`);
  }

  /** Runs a closure that may append to the output or count steps: the state in locals is handed over and back. */
  private call(fn: Fn): string {
    return callStatementJs(`${this.constant(fn)}(c)`);
  }

  private node(node: Node, frame: Scope): string {
    const env = this.env;
    switch (node.type) {
      case 'text':
      case 'meta':
      case 'comment':
      case 'variable':
        return this.run([runPart(node) as string | VariableNode], frame);
      case 'macro':
      case 'struct':
        return '';
      case 'bindvar':
        if (node.formatters.length === 0 && node.paths.length === 1) {
          const value = walkExpr(node.paths[0] as Path, this.site(frame));
          const local = frame.free ? frame.vars[0]?.get(node.name) : undefined;
          return local !== undefined ? `${local} = ${value};` : `${frame.frame}.setVar(${lit(node.name)}, ${value});`;
        }
        return this.call(bindVar(node, env));
      case 'ctxvar':
        return this.call(ctxVar(node));
      case 'inject':
        return this.call(inject(node));
      case 'include':
        return this.call(include(node));
      case 'eval':
        return this.call(evalExpr(node, env));
      case 'section': {
        const d = ++this.depth;
        const [inner, value] = [`f${d}`, `v${d}`];
        const test = `const ${value} = ${localExpr(node.path, this.site(frame), localGetter)};`;
        const alternate = this.alternate(node.alternate, frame);
        if (frameFree(node.body)) {
          const { scope, declare } = this.freeScope(frame, value, [node.body]);
          const body = this.body(node.body, scope);
          return `{ ${test}\nif (${truthyJs(value)}) {${declare()}\n${body}\n}${alternate} }`;
        }
        const scope = framed(inner, this.keyedLocal());
        const body = this.body(node.body, scope);
        const enter = `const ${inner} = new Frame(${value}, ${frame.frame}); c.frame = ${inner};${declareKeyed(scope.node, value)}`;
        return `{ ${test}\nif (${truthyJs(value)}) { ${enter}\n${body}\nc.frame = ${frame.frame}; }${alternate} }`;
      }
      case 'repeated': {
        const d = ++this.depth;
        const [list, inner, i] = [`a${d}`, `f${d}`, `i${d}`];
        const weight = 1 + node.body.length + (node.alternatesWith?.length ?? 0);
        const free = frameFree(node.body) && (node.alternatesWith === null || frameFree(node.alternatesWith));
        const local = free ? this.freeScope(frame, `n${d}`, [node.body, node.alternatesWith]) : { scope: framed(inner, this.keyedLocal()) };
        const scope = local.scope;
        this.loops.push(i);
        const body = this.body(node.body, scope);
        const between = node.alternatesWith === null ? '' : `if (${i} < ${list}.length - 1) {\n${this.body(node.alternatesWith, scope)}\n}`;
        const enter =
          'declare' in local
            ? `const n${d} = ${list}[${i}];${local.declare()}`
            : `const ${inner} = new Frame(${list}[${i}], ${frame.frame}, ${i}); c.frame = ${inner};${declareKeyed(scope.node, `${inner}.node`)}`;
        const loop = [
          `for (let ${i} = 0; ${i} < ${list}.length; ${i}++) {`,
          stepJs(weight),
          enter,
          body,
          between,
          `}`,
          free ? '' : `c.frame = ${frame.frame};`,
        ].join('\n');
        this.loops.pop();
        const value = localExpr(node.path, this.site(frame), localGetter);
        return `{ const ${list} = ${value};\nif (isArray(${list}) && ${list}.length > 0) {\n${loop}\n}${this.alternate(node.alternate, frame)} }`;
      }
      case 'predicate':
        return `if (${callJs(`${this.constant(predicateTest(node.predicate, node.start, env))}(c)`)}) {\n${this.body(node.body, frame)}\n}${this.alternate(node.alternate, frame)}`;
      case 'if': {
        const site = this.site(frame);
        let condition = truthyJs(walkExpr(node.paths[0] as Path, site));
        node.operators.forEach((op, n) => {
          condition = `(${condition} ${op === '&&' ? '&&' : '||'} ${truthyJs(walkExpr(node.paths[n + 1] as Path, site))})`;
        });
        return `if (${condition}) {\n${this.body(node.body, frame)}\n}${this.alternate(node.alternate, frame)}`;
      }
    }
  }

  /**
   * What `{path}` prints: a string as it is and a small integer as JavaScript prints it (the
   * common cases, without a call; -0 goes to outText, which prints 0), `@index` of a
   * repeated section of this function from its loop counter, anything else through outText.
   */
  private printed(path: Path, frame: Scope): string {
    const loop = this.loops[this.loops.length - 1];
    if (path.length === 1 && path[0] === '@index' && loop !== undefined) return `(${loop} + 1)`;
    return `(x = ${walkExpr(path, this.site(frame))}, typeof x === 'string' ? x : typeof x === 'number' && x !== 0 && (x | 0) === x ? '' + x : ${callJs('outText(c, x)')})`;
  }

  private alternate(or: OrNode | null, frame: Scope): string {
    if (or === null) return '';
    if (or.predicate === null) return ` else {\n${this.body(or.body, frame)}\n}`;
    const test = this.constant(predicateTest(or.predicate, or.start, this.env));
    return ` else if (${callJs(`${test}(c)`)}) {\n${this.body(or.body, frame)}\n}${this.alternate(or.alternate, frame)}`;
  }
}

/** What a bound `@name` reads in `scope`: the locals of the frame-free scopes binding it, innermost first, then the frames. */
function boundExpr(scope: Scope, name: string): string {
  let expr = `boundVar(${scope.frame}, ${lit(name)})`;
  for (let i = scope.vars.length - 1; i >= 0; i--) {
    const local = scope.vars[i]?.get(name);
    if (local !== undefined) expr = `(${local} !== undefined ? ${local} : ${expr})`;
  }
  return expr;
}

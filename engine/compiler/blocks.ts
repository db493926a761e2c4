import type { IfNode, Node, OrNode, PredicateCall, PredicateNode, RepeatedNode, SectionNode } from '../ast.js';
import { ErrorCode } from '../error-codes.js';
import type { Context } from '../runtime/context.js';
import { Frame } from '../runtime/frame.js';
import { describeThrown } from '../runtime/describe.js';
import { RenderAbort } from '../runtime/limits.js';
import type { Fn } from '../runtime/unit.js';
import { isTruthy } from '../values.js';
import type { CompileEnv } from './env.js';
import { getter, localGetter } from './lookup.js';

export type CompileBody = (nodes: Node[]) => Fn;

/*
 * Blocks restore the scope without try/finally: an exception either ends the render, or is
 * caught where a partial was applied, and applying a partial restores the whole state itself.
 */

/** `{.section a}`: enters `a` when it is truthy, else renders the alternative. */
export function section(node: SectionNode, body: CompileBody, env: CompileEnv): Fn {
  const get = localGetter(node.path);
  const inner = body(node.body);
  const alt = alternate(node.alternate, body, env);
  return (c: Context) => {
    const value = get(c);
    if (!isTruthy(value)) return alt?.(c);
    const saved = c.frame;
    c.frame = new Frame(value, saved);
    inner(c);
    c.frame = saved;
  };
}

/** `{.repeated section a}`: once per element of a non-empty array, with `{.alternates with}` between. */
export function repeated(node: RepeatedNode, body: CompileBody, env: CompileEnv): Fn {
  const get = localGetter(node.path);
  const inner = body(node.body);
  const between = node.alternatesWith === null ? undefined : body(node.alternatesWith);
  const alt = alternate(node.alternate, body, env);
  const weight = 1 + node.body.length + (node.alternatesWith?.length ?? 0);
  return (c: Context) => {
    const value = get(c);
    if (!Array.isArray(value) || value.length === 0) return alt?.(c);
    const saved = c.frame;
    const last = value.length - 1;
    for (let i = 0; i <= last; i++) {
      c.step(weight);
      c.frame = new Frame(value[i], saved, i);
      inner(c);
      if (between !== undefined && i < last) between(c);
    }
    c.frame = saved;
  };
}

/** `{.name? args}` (and `{.if name? args}`). */
export function predicateBlock(node: PredicateNode, body: CompileBody, env: CompileEnv): Fn {
  const test = predicateTest(node.predicate, node.start, env);
  const inner = body(node.body);
  const alt = alternate(node.alternate, body, env);
  return (c: Context) => (test(c) ? inner(c) : alt?.(c));
}

/** `{.if a && b || c}`, strictly left to right. */
export function ifBlock(node: IfNode, body: CompileBody, env: CompileEnv): Fn {
  const getters = node.paths.map(getter);
  const ands = node.operators.map((op) => op === '&&');
  const inner = body(node.body);
  const alt = alternate(node.alternate, body, env);
  if (getters.length === 1) {
    const only = getters[0] as (c: Context) => unknown;
    return (c: Context) => (isTruthy(only(c)) ? inner(c) : alt?.(c));
  }
  if (getters.length === 2) {
    const [a, b] = getters as [(c: Context) => unknown, (c: Context) => unknown];
    const and = ands[0];
    return (c: Context) => {
      const x = isTruthy(a(c));
      const y = isTruthy(b(c));
      return (and ? x && y : x || y) ? inner(c) : alt?.(c);
    };
  }
  return (c: Context) => {
    let result = isTruthy((getters[0] as (c: Context) => unknown)(c));
    for (let i = 0; i < ands.length; i++) {
      const next = isTruthy((getters[i + 1] as (c: Context) => unknown)(c));
      result = ands[i] ? result && next : result || next;
    }
    return result ? inner(c) : alt?.(c);
  };
}

function alternate(node: OrNode | null, body: CompileBody, env: CompileEnv): Fn | undefined {
  if (node === null) return undefined;
  const inner = body(node.body);
  if (node.predicate === null) return inner;
  const test = predicateTest(node.predicate, node.start, env);
  const next = alternate(node.alternate, body, env);
  return (c: Context) => (test(c) ? inner(c) : next?.(c));
}

export function predicateTest(call: PredicateCall, start: number, env: CompileEnv): (c: Context) => boolean {
  const def = env.registry.predicate(call.name);
  if (def === undefined) return () => false;
  const args = call.args;
  return (c: Context) => {
    c.site = start;
    try {
      return def.test(c.frame.node, args, c) === true;
    } catch (e) {
      if (e instanceof RenderAbort || c.options.strict) throw e;
      c.error(ErrorCode.PredicateFailed, `Predicate '${call.name}' failed: ${describeThrown(e)}`);
      return false;
    }
  };
}

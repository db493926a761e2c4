import type { RootNode } from '../../ast.js';
import { Frame } from '../../runtime/frame.js';
import type { Fn } from '../../runtime/unit.js';
import { getOwn, isTruthy } from '../../values.js';
import { outText } from '../../runtime/out-text.js';
import type { CompileEnv } from '../env.js';
import { boundVar, walk } from '../../runtime/lookup.js';
import { Generator } from './generate.js';

/** 1: a plain object (its prototype is `Object.prototype`), 2: another non-array object, 0: anything else. */
function plainKind(x: unknown): number {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return 0;
  return Object.getPrototypeOf(x) === Object.prototype ? 1 : 2;
}

const helpers = {
  isArray: Array.isArray,
  hasOwn: Object.prototype.hasOwnProperty,
  getProto: Object.getPrototypeOf,
  OP: Object.prototype,
  walk,
  getOwn,
  outText,
  isTruthy,
  Frame,
  boundVar,
  plainKind,
};

/**
 * Compiles a template into one generated JavaScript function: each lookup site then has its own
 * inline caches, which closures shared by every template cannot have. Returns undefined where
 * the platform forbids generating code (a Content-Security-Policy without 'unsafe-eval').
 */
export function generate(root: RootNode, env: CompileEnv): Fn | undefined {
  const generator = new Generator(env);
  const body = generator.root(root.body);
  const source = [
    "'use strict';",
    'const { isArray, hasOwn, getProto, OP, walk, getOwn, outText, isTruthy, Frame, boundVar, plainKind } = H;',
    'return function render(c) {',
    'const f0 = c.frame;',
    'let out = c.out, x, y;',
    'try {',
    body,
    '} finally { c.out = out; }',
    '};',
  ].join('\n');
  try {
    const factory = new Function('K', 'H', source) as (k: unknown[], h: typeof helpers) => Fn;
    return factory(generator.constants, helpers);
  } catch {
    return undefined;
  }
}

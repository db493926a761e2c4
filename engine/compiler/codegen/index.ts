import type { RootNode } from '../../ast.js';
import { Frame } from '../../runtime/frame.js';
import type { Fn } from '../../runtime/unit.js';
import { getOwn, isTruthy } from '../../values.js';
import { outText } from '../../runtime/out-text.js';
import type { CompileEnv } from '../env.js';
import { boundVar, walk } from '../../runtime/lookup.js';
import { Generator } from './generate.js';
import { DECLARE_STATE, WRITE_BACK_STATE } from './state-js.js';

const helpers = {
  isArray: Array.isArray,
  hasOwn: Object.prototype.hasOwnProperty,
  getProto: Object.getPrototypeOf,
  walk,
  getOwn,
  outText,
  isTruthy,
  Frame,
  boundVar,
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
    'const { isArray, hasOwn, getProto, walk, getOwn, outText, isTruthy, Frame, boundVar } = H;',
    'return function render(c) {',
    'const f0 = c.frame;',
    `${DECLARE_STATE} let x, y;`,
    'try {',
    body,
    `} finally { ${WRITE_BACK_STATE} }`,
    '};',
  ].join('\n');
  try {
    const factory = new Function('K', 'H', source) as (k: unknown[], h: typeof helpers) => Fn;
    return factory(generator.constants, helpers);
  } catch {
    return undefined;
  }
}

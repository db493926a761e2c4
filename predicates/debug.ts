import type { PredicateDef } from '../engine/plugin.js';
import { isTruthy } from '../engine/values.js';

/** A truthy `debug` variable is in scope (looked up like `{debug}`). */
export const debug: PredicateDef = {
  name: 'debug?',
  test: (_node, _args, scope) => isTruthy(scope.resolve('debug')),
};

import type { FormatterDef, JsonValue } from '../engine/plugin.js';
import { isSegment, walk, type Segment } from './util/path.js';

/**
 * Descends into the value along its resolved arguments: a string or number is one step, an
 * array is a whole path. Anything else makes the result missing.
 */
export const get: FormatterDef = {
  name: 'get',
  apply(value, args, scope) {
    const path: Segment[] = [];
    for (const arg of args) {
      if (!appendSteps(path, scope.resolveArg(arg))) return undefined;
    }
    return walk(value, path);
  },
};

function appendSteps(path: Segment[], steps: JsonValue): boolean {
  if (isSegment(steps)) {
    path.push(steps);
    return true;
  }
  if (!Array.isArray(steps) || !steps.every(isSegment)) return false;
  path.push(...steps);
  return true;
}

import type { FormatterDef } from '../engine/plugin.js';
import { splitPath, walk } from './util/path.js';

/** Descends into the value along the path held by the argument: a number, or a dotted string. */
export const lookup: FormatterDef = {
  name: 'lookup',
  apply(value, args, scope) {
    const key = args[0] === undefined ? undefined : scope.resolveArg(args[0]);
    if (typeof key === 'number') return walk(value, [key]);
    if (typeof key === 'string') return walk(value, splitPath(key));
    return undefined;
  },
};

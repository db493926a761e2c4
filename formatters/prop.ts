import type { FormatterDef } from '../engine/plugin.js';
import { splitPath, walk } from './util/path.js';

/** Descends into the value along its arguments taken literally, each a dotted path. */
export const prop: FormatterDef = {
  name: 'prop',
  apply: (value, args) => walk(value, args.flatMap(splitPath)),
};

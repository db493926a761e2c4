import type { FormatterDef } from '../engine/plugin.js';

/** Ignores the value and prints its arguments joined by single spaces. */
export const output: FormatterDef = {
  name: 'output',
  apply: (_value, args) => args.join(' '),
};

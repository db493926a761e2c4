import type { JsonValue } from '../plugin.js';

/**
 * One scope of a render: the node a section or repeated element entered, the variables bound
 * in it, and the element index inside a repeated section (-1 elsewhere). A frame without a
 * parent ends lookups: the root, and partials applied with `private`.
 */
export class Frame {
  vars: Map<string, JsonValue> | null = null;

  constructor(
    readonly node: JsonValue,
    readonly parent: Frame | null,
    readonly index = -1,
  ) {}

  setVar(name: string, value: JsonValue): void {
    (this.vars ??= new Map()).set(name, value);
  }
}

import type { JsonValue } from '../plugin.js';

/**
 * One scope of a render: the node a section or repeated element entered, the variables bound
 * in it, and the element index inside a repeated section (-1 elsewhere). A frame without a
 * parent ends lookups: the root, and partials applied with `private`.
 */
export class Frame {
  /** Bound variables as name, value, name, value…: few per scope, so a list beats a map. */
  vars: JsonValue[] | null = null;

  constructor(
    readonly node: JsonValue,
    readonly parent: Frame | null,
    readonly index = -1,
  ) {}

  setVar(name: string, value: JsonValue): void {
    const vars = this.vars;
    if (vars === null) {
      this.vars = [name, value];
      return;
    }
    for (let i = 0; i < vars.length; i += 2) {
      if (vars[i] === name) {
        vars[i + 1] = value;
        return;
      }
    }
    vars.push(name, value);
  }

  /** The variable bound here, or undefined. */
  getVar(name: string): JsonValue {
    const vars = this.vars;
    if (vars === null) return undefined;
    for (let i = 0; i < vars.length; i += 2) if (vars[i] === name) return vars[i + 1];
    return undefined;
  }
}

import type { Context } from './context.js';

/** A compiled instruction (or sequence of them): it appends to the context's output. */
export type Fn = (c: Context) => void;

/** Something that can be rendered on its own: a template, a partial or a macro. */
export interface Unit {
  readonly fn: Fn;
  /** The source its offsets point into, and its file name for errors. */
  readonly source: string;
  readonly file: string | undefined;
  /** Macros defined at its top level. */
  readonly macros: MacroTable | null;
}

export type MacroTable = ReadonlyMap<string, Unit>;

/** The macros visible at a point of a render: innermost table first. */
export interface MacroScope {
  readonly table: MacroTable;
  readonly parent: MacroScope | null;
}

/**
 * Generated code keeps the output in a local, `out` (`c.out`), and the output limit in `L`
 * (`c.outLimit`, which nothing changes for good while the function runs: partials and fragments
 * put it back). Whatever is handed `c` sees the output written back first; steps are counted on
 * the context itself (in a local they cost more at every formatter than they saved in loops).
 */
export const DECLARE_STATE = 'let out = c.out; const L = c.outLimit;';

/**
 * The output written back when the function ends, by an exception too. It only grows while the
 * function runs: when a callee threw after appending, `c.out` is ahead of the local and stays.
 */
export const WRITE_BACK_STATE = 'if (out.length > c.out.length) c.out = out;';

/** A statement calling `call` (source using `c`), which may append to the output. */
export function callStatementJs(call: string): string {
  return `c.out = out; ${call}; out = c.out;`;
}

/** An expression calling `call` (source using `c`, not appending to the output). */
export function callJs(call: string): string {
  return `(c.out = out, ${call})`;
}

/** One iteration of a loop: counts its steps, and past the step budget or the output limit lets the context check and stop. */
export function stepJs(weight: number): string {
  return `if ((c.steps += ${weight}) > c.stepBudget || out.length > L) { c.out = out; c.step(0); c.overflow(); }`;
}

/** Appends the text `expr` gives (of any length), stopping the render once the output is over its limit. */
export function appendJs(expr: string): string {
  return `if ((out += ${expr}).length > L) { c.out = out; c.overflow(); }`;
}

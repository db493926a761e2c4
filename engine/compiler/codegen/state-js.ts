/**
 * Generated code keeps the render state it touches most in locals: `out` (`c.out`), `s`
 * (`c.steps`), `sb` (`c.stepBudget`) and `L` (`c.outLimit`, which nothing changes for good while
 * the function runs: partials and fragments put it back). Whatever is handed `c` sees that state
 * written back first and may change it, so it is read again afterwards.
 */
export const DECLARE_STATE = 'let out = c.out, s = c.steps, sb = c.stepBudget; const L = c.outLimit;';

/**
 * The state written back when the function ends, by an exception too. The output and the steps
 * only grow while it runs: when a callee threw after appending or counting steps of its own,
 * `c.out` and `c.steps` are ahead of the locals and stay.
 */
export const WRITE_BACK_STATE = 'if (out.length > c.out.length) c.out = out; if (s > c.steps) c.steps = s;';

/** A statement calling `call` (source using `c`), which may append to the output. */
export function callStatementJs(call: string): string {
  return `c.out = out; c.steps = s; ${call}; out = c.out; s = c.steps; sb = c.stepBudget;`;
}

/** An expression calling `call` (source using `c`, not appending to the output), through the temporary `z`. */
export function callJs(call: string): string {
  return `(c.out = out, c.steps = s, z = ${call}, s = c.steps, sb = c.stepBudget, z)`;
}

/** One iteration of a loop: counts its steps, and past the step budget or the output limit lets the context check and stop. */
export function stepJs(weight: number): string {
  return `if ((s += ${weight}) > sb || out.length > L) { c.out = out; c.steps = s; c.step(0); c.overflow(); sb = c.stepBudget; }`;
}

/** Appends the text `expr` gives (of any length), stopping the render once the output is over its limit. */
export function appendJs(expr: string): string {
  return `if ((out += ${expr}).length > L) { c.out = out; c.overflow(); }`;
}

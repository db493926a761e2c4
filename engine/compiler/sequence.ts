import type { Context } from '../runtime/context.js';
import type { Fn } from '../runtime/unit.js';

const nothing: Fn = () => {};

/** Runs instructions in order, counting them against the render's step limit. */
export function sequence(fns: Fn[]): Fn {
  const n = fns.length;
  switch (n) {
    case 0:
      return nothing;
    case 1: {
      const only = fns[0] as Fn;
      return (c: Context) => {
        c.step(1);
        only(c);
      };
    }
    case 2: {
      const [a, b] = fns as [Fn, Fn];
      return (c: Context) => {
        c.step(2);
        a(c);
        b(c);
      };
    }
    default:
      return (c: Context) => {
        c.step(n);
        for (let i = 0; i < n; i++) (fns[i] as Fn)(c);
      };
  }
}

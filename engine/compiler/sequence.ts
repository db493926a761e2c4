import type { Context } from '../runtime/context.js';
import type { Fn } from '../runtime/unit.js';

const nothing: Fn = () => {};

/** Runs instructions in order. (Work is counted where it repeats: loops and partials.) */
export function sequence(fns: Fn[]): Fn {
  const n = fns.length;
  switch (n) {
    case 0:
      return nothing;
    case 1:
      return fns[0] as Fn;
    case 2: {
      const [a, b] = fns as [Fn, Fn];
      return (c: Context) => {
        a(c);
        b(c);
      };
    }
    case 3: {
      const [a, b, d] = fns as [Fn, Fn, Fn];
      return (c: Context) => {
        a(c);
        b(c);
        d(c);
      };
    }
    default:
      return (c: Context) => {
        for (let i = 0; i < n; i++) (fns[i] as Fn)(c);
      };
  }
}

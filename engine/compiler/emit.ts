import type { Context } from '../runtime/context.js';
import type { Fn } from '../runtime/unit.js';

/** A piece of output: constant text, or a function giving the text of a variable. */
export type Part = string | ((c: Context) => string);

/**
 * Fuses a run of text and variables into one function that appends them in a single step,
 * so that a line like `<a href="{url}">{title}</a>` costs one call, not five. Every append is
 * checked against the output limit. A variable that stops the render keeps the text before it,
 * and a variable's formatters see the output as it stands before it, as in the generated function.
 */
export function emitter(input: Part[]): Fn {
  const parts = mergeText(input);
  if (parts.length === 1) {
    const only = parts[0] as Part;
    if (typeof only === 'string') return (c: Context) => void ((c.out += only).length > c.outLimit && c.overflow());
    return (c: Context) => void ((c.out += only(c)).length > c.outLimit && c.overflow());
  }
  if (parts.length === 2) {
    const [a, b] = parts as [Part, Part];
    if (typeof a === 'string' && typeof b !== 'string') {
      return (c: Context) => {
        c.out += a;
        if ((c.out += b(c)).length > c.outLimit) c.overflow();
      };
    }
    if (typeof a !== 'string' && typeof b === 'string') return (c: Context) => void ((c.out += a(c) + b).length > c.outLimit && c.overflow());
  }
  if (parts.length === 3) {
    const [a, b, d] = parts as [Part, Part, Part];
    if (typeof a === 'string' && typeof b !== 'string' && typeof d === 'string') {
      return (c: Context) => {
        c.out += a;
        if ((c.out += b(c) + d).length > c.outLimit) c.overflow();
      };
    }
  }
  // After merging, parts alternate: an optional text, then (variable, text?) pairs.
  const prefix = typeof parts[0] === 'string' ? (parts.shift() as string) : '';
  const getters: ((c: Context) => string)[] = [];
  const texts: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    getters.push(parts[i] as (c: Context) => string);
    const next = parts[i + 1];
    texts.push(typeof next === 'string' ? next : '');
    if (typeof next === 'string') i++;
  }
  const n = getters.length;
  return (c: Context) => {
    let out = c.out + prefix;
    try {
      for (let i = 0; i < n; i++) {
        // A formatter bounds what it builds by the output left, so it sees the run so far.
        c.out = out;
        out += (getters[i] as (c: Context) => string)(c);
        const text = texts[i] as string;
        if (text !== '') out += text;
        if (out.length > c.outLimit) {
          c.out = out;
          c.overflow();
        }
      }
    } finally {
      c.out = out;
    }
  };
}

/** A run with its adjacent texts joined (the generated function's runs too). */
export function mergeText<T>(parts: readonly (string | T)[]): (string | T)[] {
  const out: (string | T)[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (typeof part === 'string' && typeof last === 'string') out[out.length - 1] = last + part;
    else out.push(part);
  }
  return out;
}

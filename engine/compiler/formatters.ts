import type { FormatterCall, Path } from '../ast.js';
import { ErrorCode } from '../error-codes.js';
import type { FormatterDef, JsonValue } from '../plugin.js';
import type { Context } from '../runtime/context.js';
import { describeThrown } from '../runtime/describe.js';
import { DEFAULT_FORMATTER_COST, RenderAbort, WEIGHED_LENGTH } from '../runtime/limits.js';
import type { CompileEnv } from './env.js';
import { getter, type Getter } from './lookup.js';

interface Step {
  def: FormatterDef;
  args: readonly string[];
  /** Steps per 1,024 characters of text in and out. */
  cost: number;
}

/** Counts a formatter's work on a long text: its cost per 1,024 characters. */
function weigh(c: Context, text: string, cost: number): void {
  c.step(Math.ceil((text.length * cost) / 1024));
}

/**
 * Compiles `a, b|f1 x|f2` into a function giving the final value. A formatter that throws
 * reports a `formatter-failed` error and the value becomes missing. A chain counts one step per
 * formatter, and long texts a formatter receives or returns count in proportion to their length.
 */
export function valueOf(paths: Path[], calls: FormatterCall[], start: number, env: CompileEnv): Getter {
  const getters = paths.map(getter);
  const first = getters[0] as Getter;
  if (calls.length === 0) return first;
  const steps: Step[] = calls.map((call) => {
    const def = env.registry.formatter(call.name) as FormatterDef;
    return { def, args: call.args, cost: def.cost ?? DEFAULT_FORMATTER_COST };
  });
  const rest = getters.slice(1);
  const n = steps.length;
  return (c: Context) => {
    c.site = start;
    // Checked here, not at the next loop: a render or macro ending in straight-line chains
    // would otherwise finish past the limit, unreported.
    c.step(n);
    let value = first(c);
    const values: JsonValue[] = [value];
    for (const get of rest) values.push(get(c));
    for (const step of steps) {
      try {
        if (typeof value === 'string' && value.length >= WEIGHED_LENGTH) weigh(c, value, step.cost);
        value = step.def.apply(value, step.args, c, values);
        if (typeof value === 'string' && value.length >= WEIGHED_LENGTH) weigh(c, value, step.cost);
      } catch (e) {
        if (e instanceof RenderAbort || c.options.strict) throw e;
        c.error(ErrorCode.FormatterFailed, `Formatter '${step.def.name}' failed: ${describeThrown(e)}`);
        return undefined;
      }
      values[0] = value;
    }
    return value;
  };
}

import type { FormatterCall, Path } from '../ast.js';
import { ErrorCode } from '../error-codes.js';
import type { FormatterDef, JsonValue } from '../plugin.js';
import type { Context } from '../runtime/context.js';
import { RenderAbort } from '../runtime/limits.js';
import type { CompileEnv } from './env.js';
import { getter, type Getter } from './lookup.js';

interface Step {
  def: FormatterDef;
  args: readonly string[];
}

/**
 * Compiles `a, b|f1 x|f2` into a function giving the final value. A formatter that throws
 * reports a `formatter-failed` error and the value becomes missing.
 */
export function valueOf(paths: Path[], calls: FormatterCall[], start: number, env: CompileEnv): Getter {
  const getters = paths.map(getter);
  const first = getters[0] as Getter;
  if (calls.length === 0) return first;
  const steps: Step[] = calls.map((call) => ({ def: env.registry.formatter(call.name) as FormatterDef, args: call.args }));
  const rest = getters.slice(1);
  return (c: Context) => {
    c.site = start;
    let value = first(c);
    const values: JsonValue[] = [value];
    for (const get of rest) values.push(get(c));
    for (const step of steps) {
      try {
        value = step.def.apply(value, step.args, c, values);
      } catch (e) {
        if (e instanceof RenderAbort || c.options.strict) throw e;
        c.error(ErrorCode.FormatterFailed, `Formatter '${step.def.name}' failed: ${(e as Error)?.message ?? String(e)}`);
        return undefined;
      }
      values[0] = value;
    }
    return value;
  };
}

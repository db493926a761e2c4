import { ErrorCode } from '../engine/error-codes.js';
import type { FormatterDef } from '../engine/plugin.js';

/**
 * Formatters the language names but this library does not implement yet. They print nothing,
 * as the reference engines' own placeholders do, and report `formatter-not-implemented`.
 */
export const NOT_IMPLEMENTED: readonly string[] = [];

export function notImplemented(name: string): FormatterDef {
  return {
    name,
    apply: (_value, _args, scope) => {
      scope.error(ErrorCode.FormatterNotImplemented, `Formatter '${name}' is not implemented yet`);
      return undefined;
    },
  };
}

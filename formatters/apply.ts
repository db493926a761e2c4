import type { FormatterDef } from '../engine/plugin.js';
import { ErrorCode } from '../engine/error-codes.js';

/**
 * Renders the partial or macro named by the first argument against the value. After the name,
 * `private` stops lookups at the value, `key=value` words become `@args`, other words are ignored.
 */
export const apply: FormatterDef = {
  name: 'apply',
  apply(value, args, scope) {
    const [name, ...rest] = args;
    // The references print nothing for an apply with no partial named; say so without failing.
    if (!name) {
      scope.warn?.(ErrorCode.InvalidArguments, 'apply without the name of a partial or macro prints nothing');
      return '';
    }
    // No prototype, so `__proto__=x` is an ordinary argument.
    const named: Record<string, string> = Object.create(null);
    let hasNamed = false;
    let isPrivate = false;
    for (const word of rest) {
      const eq = word.indexOf('=');
      if (eq > 0) {
        named[word.slice(0, eq)] = word.slice(eq + 1);
        hasNamed = true;
      } else if (word === 'private') {
        isPrivate = true;
      }
    }
    return scope.applyPartial(name, value, {
      private: isPrivate,
      ...(hasNamed ? { args: named } : {}),
    });
  },
};

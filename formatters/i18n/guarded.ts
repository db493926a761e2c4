import { ErrorCode } from '../../engine/error-codes.js';
import type { RenderScope } from '../../engine/plugin.js';

/** Runs a formatting step; a RangeError (bad locale, zone or date from Intl) is reported and prints nothing. */
export function guarded(scope: RenderScope, run: () => string): string {
  try {
    return run();
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    scope.error(ErrorCode.FormatterFailed, err.message);
    return '';
  }
}

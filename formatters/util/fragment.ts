import { ErrorCode } from '../../engine/error-codes.js';
import type { RenderScope } from '../../engine/plugin.js';
import { fragmentSources } from '../../templates/generated.js';

/**
 * Renders a built-in fragment (templates/<name>.jsont) with `data` as its only scope, inside the
 * render that asked for it (see `RenderScope.fragment`): compiled once per registry, with the
 * table of that render. A scope without `fragment` (one made outside the engine) gets an error.
 */
export function renderFragment(name: string, data: unknown, scope: RenderScope): string {
  const source = fragmentSources[name];
  if (source === undefined) throw new Error(`No built-in fragment '${name}'`);
  const file = `templates/${name}.jsont`;
  if (scope.fragment === undefined) {
    scope.error(ErrorCode.RenderFailed, `The built-in fragment ${file} renders only inside the engine's render`);
    return '';
  }
  return scope.fragment(file, source, data);
}

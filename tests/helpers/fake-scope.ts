import type { ApplyOptions, FormatterDef, JsonValue, PredicateDef, RenderScope } from '../../engine/plugin.js';
import type { ErrorCode } from '../../engine/error-codes.js';
import { getOwn } from '../../engine/values.js';
import { Template } from '../../engine/template.js';
import { builtins } from '../../library/index.js';

export interface FakeScopeSetup {
  /** The root of the data; lookups that miss the node fall back to it. */
  data?: JsonValue;
  /** What `{@}` is; the data when not given. */
  node?: JsonValue;
  /** Bound variables by name, `@` included (`@index`, `@args`…). */
  vars?: Record<string, JsonValue>;
  /** Partials by name, rendered by a function of the node and options. */
  partials?: Record<string, (node: JsonValue, options: ApplyOptions) => string>;
}

export interface FakeScope extends RenderScope {
  readonly errors: { code: ErrorCode; message: string }[];
  readonly warnings: { code: ErrorCode; message: string }[];
  readonly applied: { name: string; node: JsonValue; options: ApplyOptions | undefined }[];
}

/** A small RenderScope over plain objects: a node, a root behind it, and some variables. */
export function fakeScope(setup: FakeScopeSetup = {}): FakeScope {
  const { data = {}, vars = {}, partials = {} } = setup;
  const node = 'node' in setup ? setup.node : data;
  const errors: FakeScope['errors'] = [];
  const warnings: FakeScope['warnings'] = [];
  const applied: FakeScope['applied'] = [];

  function first(key: string | number): JsonValue {
    if (key === '@') return node;
    if (typeof key === 'string' && key.startsWith('@')) return getOwn(vars, key);
    const own = getOwn(node, key);
    return own !== undefined ? own : getOwn(data, key);
  }

  const scope: FakeScope = {
    locale: 'en-US',
    now: 0,
    timeZone: 'America/New_York',
    errors,
    warnings,
    applied,
    node: () => node,
    resolve(path) {
      const segments = typeof path === 'string' ? (path === '@' ? ['@'] : path.split('.')) : path;
      let value = first(segments[0] ?? '@');
      for (const segment of segments.slice(1)) value = getOwn(value, segment);
      return value;
    },
    resolveArg(arg) {
      const quote = arg[0];
      if ((quote === '"' || quote === "'") && arg.length >= 2 && arg.endsWith(quote)) return arg.slice(1, -1);
      if (/^-?\d+(\.\d+)?$/.test(arg)) return Number(arg);
      if (arg === 'true' || arg === 'false') return arg === 'true';
      if (arg === 'null') return null;
      return scope.resolve(arg);
    },
    applyPartial(name, applyNode, options) {
      applied.push({ name, node: applyNode, options });
      const partial = Object.prototype.hasOwnProperty.call(partials, name) ? partials[name] : undefined;
      return partial === undefined ? '' : partial(applyNode, options ?? {});
    },
    // A fragment gets a render of its own with the built-in table, its errors reported here.
    fragment(name, source, fragmentNode) {
      const template = new Template(source, builtins, { name });
      const { html, errors } = template.render(fragmentNode, { locale: scope.locale, now: scope.now, timeZone: scope.timeZone });
      for (const error of errors) scope.error(error.code, `${error.file}:${error.line}:${error.column}: ${error.message}`);
      return html;
    },
    warn(code, message) {
      warnings.push({ code, message });
    },
    error(code, message) {
      errors.push({ code, message });
    },
  };
  return scope;
}

/** Applies a formatter the way `{value|name args…}` would, in the given scope. */
export function format(
  def: FormatterDef,
  value: JsonValue,
  args: readonly string[] = [],
  scope: RenderScope = fakeScope(),
): JsonValue {
  return def.apply(value, args, scope, [value]);
}

/** Tests a predicate the way `{.name? args…}` would on `node`. */
export function check(
  def: PredicateDef,
  node: JsonValue,
  args: readonly string[] = [],
  scope: RenderScope = fakeScope({ node }),
): boolean {
  return def.test(node, args, scope);
}

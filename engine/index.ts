import { builtins } from './builtins.js';
import type { CompileOptions, RenderOptions } from './options.js';
import type { JsonValue } from './plugin.js';
import { Registry } from './registry.js';
import { Template, type RenderResult } from './template.js';

export type * from './ast.js';
export type { CompileOptions, RenderOptions } from './options.js';
export type { ApplyOptions, FormatterDef, JsonValue, PredicateDef, RenderScope } from './plugin.js';
export type { RenderLimits } from './runtime/limits.js';
export { ErrorCode } from './error-codes.js';
export { TemplateError } from './errors.js';
export { Registry } from './registry.js';
export { builtins } from './builtins.js';
export { Template, type RenderResult } from './template.js';
export { printTemplate } from './printer.js';
export { toReferenceCode } from './reference-code.js';
export { isTruthy, toText, toNumber, getOwn, isObject } from './values.js';

/** Parses and compiles a template once; render it as often as needed. */
export function compile(source: string, options: CompileOptions = {}): Template {
  return new Template(source, registryFor(options), options);
}

/** Compiles and renders in one call; errors are the compile errors followed by the render's. */
export function render(source: string, data: JsonValue, options: CompileOptions & RenderOptions = {}): RenderResult {
  const template = compile(source, options);
  const result = template.render(data, options);
  return { html: result.html, errors: [...template.errors, ...result.errors], warnings: result.warnings };
}

function registryFor(options: CompileOptions): Registry {
  if (options.formatters === undefined && options.predicates === undefined) return builtins;
  return builtins.extend(options.formatters, options.predicates);
}

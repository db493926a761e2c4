import type { CompileOptions, RenderOptions } from './options.js';
import type { JsonValue } from './plugin.js';
import type { Registry } from './registry.js';
import { Template, type RenderResult } from './template.js';

/** `compile` and `render` over one formatter and predicate table. */
export interface Engine {
  /** The table templates compile with; registering on it changes what later compiles see. */
  readonly registry: Registry;
  /** Parses and compiles a template once; render it as often as needed. */
  compile(source: string, options?: CompileOptions): Template;
  /** Compiles and renders in one call; errors are the compile errors followed by the render's. */
  render(source: string, data: JsonValue, options?: CompileOptions & RenderOptions): RenderResult;
}

/**
 * An engine over `registry`: templates compile with its formatters and predicates, or with an
 * extended copy when the compile options bring plugins of their own.
 */
export function createEngine(registry: Registry): Engine {
  const registryFor = (options: CompileOptions): Registry =>
    options.formatters === undefined && options.predicates === undefined ? registry : registry.extend(options.formatters, options.predicates);
  const compile = (source: string, options: CompileOptions = {}): Template => new Template(source, registryFor(options), options);
  const render = (source: string, data: JsonValue, options: CompileOptions & RenderOptions = {}): RenderResult => {
    const template = compile(source, options);
    const result = template.render(data, options);
    return { html: result.html, errors: [...template.errors, ...result.errors], warnings: result.warnings };
  };
  return { registry, compile, render };
}

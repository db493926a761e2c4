// The engine's machinery: a template language over a table of formatters and predicates that
// the caller gives (`createEngine(registry)`). It knows no formatter, predicate or fragment of
// its own; the built-in library composes its table in library/ (whose index adds `compile`,
// `render` and `builtins` to everything here).
export type * from './ast.js';
export type { CompileOptions, RenderOptions } from './options.js';
export type { ApplyOptions, FormatterDef, JsonValue, PredicateDef, RenderScope } from './plugin.js';
export type { RenderLimits } from './runtime/limits.js';
export { ErrorCode } from './error-codes.js';
export { TemplateError } from './errors.js';
export { Registry } from './registry.js';
export { createEngine, type Engine } from './engine.js';
export { Template, type RenderResult } from './template.js';
export { printTemplate } from './printer.js';
export { toReferenceCode } from './reference-code.js';
export { isTruthy, toText, toNumber, getOwn, isObject } from './values.js';

// The engine with the built-in library: what users import (the package's entry point). The
// engine's machinery is re-exported as it is; `compile` and `render` use `builtins`.
import { createEngine } from '../engine/engine.js';
import { libraryRegistry } from './registry.js';

export * from '../engine/index.js';
export { libraryRegistry } from './registry.js';

/** The built-in formatters and predicates every template starts with (one table per process). */
export const builtins = libraryRegistry();

const engine = createEngine(builtins);

/** Parses and compiles a template once with the built-ins (and the options' plugins); render it as often as needed. */
export const compile = engine.compile;

/** Compiles and renders in one call; errors are the compile errors followed by the render's. */
export const render = engine.render;

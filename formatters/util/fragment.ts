import type { RenderScope } from '../../engine/plugin.js';
import type { Registry } from '../../engine/registry.js';
import { Context } from '../../engine/runtime/context.js';
import { Template } from '../../engine/template.js';
import { fragmentSources } from '../../templates/generated.js';

const compiled = new Map<string, Template>();
let registry: Registry | undefined;

/**
 * The engine hands its built-in table over when it loads: importing it from here would make a
 * cycle (the table holds the formatters that render fragments).
 */
export function useFragmentRegistry(table: Registry): void {
  registry = table;
  compiled.clear();
}

/** A built-in fragment, compiled once per process with the engine's table. */
function fragment(name: string): Template {
  let template = compiled.get(name);
  if (template === undefined) {
    const source = fragmentSources[name];
    if (source === undefined) throw new Error(`No built-in fragment '${name}'`);
    if (registry === undefined) throw new Error('Fragments render once the engine is loaded');
    template = new Template(source, registry, { name: `templates/${name}.jsont` });
    compiled.set(name, template);
  }
  return template;
}

/**
 * Renders a built-in fragment (templates/<name>.jsont) with `data` as its only scope, inside the
 * render that asked for it: its locale, clock, time zone, limits, strict mode and partials, and
 * errors reported at the instruction that called the formatter. A scope made outside the engine
 * (a test's) gets a render of its own.
 */
export function renderFragment(name: string, data: unknown, scope: RenderScope): string {
  const template = fragment(name);
  if (scope instanceof Context) return scope.renderFragment(`templates/${name}.jsont`, template.hotUnit(), data);
  const { html, errors } = template.render(data, { locale: scope.locale, now: scope.now, timeZone: scope.timeZone });
  for (const error of errors) scope.error(error.code, `${error.file}:${error.line}:${error.column}: ${error.message}`);
  return html;
}

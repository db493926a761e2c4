/**
 * A JSON-T template as a page uses it: compiled once, rendered on every request, and never
 * letting a template error reach the visitor. Compile and runtime errors are logged on the
 * server (file:line:col, message, code frame); the visitor gets whatever rendered.
 *
 * Plain TypeScript with no Vite-only imports, so the unit tests can use it as the site does.
 */
import { compile, type RenderOptions, type Template } from '../../engine/index.js';

/** Where template errors go. `console` by default. */
export interface TemplateLogger {
  error(message: string): void;
}

export interface PageRender {
  /** What rendered (possibly partial output; empty when the engine itself failed). */
  html: string;
  /** True when the render reported no error and did not throw. */
  ok: boolean;
}

export interface PageTemplate {
  /** The name used in log lines (a file path). */
  readonly name: string;
  /** Compile errors (already logged once, when the template was compiled). */
  readonly compileErrorCount: number;
  render(data: unknown, options?: RenderOptions): PageRender;
}

function describe(err: unknown): string {
  if (err && typeof err === 'object' && 'format' in err && typeof err.format === 'function') {
    return String(err.format());
  }
  if (err instanceof Error) return err.stack ?? `${err.name}: ${err.message}`;
  return String(err);
}

/** Compiles `source` now and logs its compile errors; the result renders many times. */
export function createPageTemplate(source: string, name: string, logger: TemplateLogger = console): PageTemplate {
  let template: Template | undefined;
  let compileErrorCount = 0;
  try {
    template = compile(source, { name });
    compileErrorCount = template.errors.length;
    for (const err of template.errors) logger.error(`[jsont] compile error in ${name}\n${describe(err)}`);
  } catch (err) {
    compileErrorCount = 1;
    logger.error(`[jsont] compiling ${name} threw\n${describe(err)}`);
  }

  return {
    name,
    compileErrorCount,
    render(data, options) {
      if (!template) return { html: '', ok: false };
      try {
        const result = template.render(data, options);
        for (const err of result.errors) logger.error(`[jsont] render error in ${name}\n${describe(err)}`);
        return { html: result.html, ok: compileErrorCount === 0 && result.errors.length === 0 };
      } catch (err) {
        logger.error(`[jsont] rendering ${name} threw\n${describe(err)}`);
        return { html: '', ok: false };
      }
    },
  };
}

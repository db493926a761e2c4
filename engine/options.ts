import type { FormatterDef, PredicateDef } from './plugin.js';
import type { RenderLimits } from './runtime/limits.js';
import type { ExprLimits } from './expr/index.js';
import type { Template } from './template.js';

export interface CompileOptions {
  /** Throw the first error instead of collecting errors. */
  strict?: boolean;
  /** Only `{^…}` tags are instructions; everything else is text. */
  preprocess?: boolean;
  /** File name shown in errors. */
  name?: string;
  /** Extra formatters and predicates, registered over the built-ins. */
  formatters?: readonly FormatterDef[];
  predicates?: readonly PredicateDef[];
  /** Limits of `{.eval}` expressions. */
  expr?: ExprLimits;
  /**
   * Generate a JavaScript function for a template once it has rendered a few times ('auto'),
   * from its first render ('always'), or never: closures only ('never'). Where the platform
   * forbids generated code, closures are used whatever this says.
   */
  codegen?: 'auto' | 'always' | 'never';
  /** Characters a template source may have (default 1 MiB); a longer one is refused with an error. */
  maxTemplateSize?: number;
}

export interface RenderOptions {
  /** Partials by name: template source or a compiled template. */
  partials?: Readonly<Record<string, string | Template>>;
  /** JSON text by name, for `{.inject @x name}`. */
  injects?: Readonly<Record<string, string>>;
  /** BCP 47 locale, default en-US; 'none' turns locale-aware formatting off. */
  locale?: string;
  /** The render's clock in epoch milliseconds. */
  now?: number;
  /** Time zone for dates; default `website.timeZone` in the data, else America/New_York. */
  timeZone?: string;
  /** Throw the first runtime error. */
  strict?: boolean;
  /** Bounds on the work one render may do. */
  limits?: Partial<RenderLimits>;
}

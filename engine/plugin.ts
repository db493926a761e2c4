import type { ErrorCode } from './error-codes.js';

/** A JSON value as templates see it; `undefined` stands for "missing". */
export type JsonValue = unknown;

/** Options a partial or macro is applied with (the `apply` formatter, `{.include}`). */
export interface ApplyOptions {
  /** Lookups inside the partial stop at the applied node instead of walking up. */
  private?: boolean;
  /** Named arguments, visible inside as `@args`. */
  args?: Record<string, string>;
}

/**
 * What a formatter or predicate can ask of the render in progress. One object serves a whole
 * render; `node()` and lookups answer for the instruction being executed.
 */
export interface RenderScope {
  /** The current node (what `{@}` renders). */
  node(): JsonValue;
  /**
   * Looks a dotted path up the way a variable does: the first segment walks up the enclosing
   * scopes (and `@name` finds a bound variable), the rest descend. Own properties only.
   */
  resolve(path: string | readonly (string | number)[]): JsonValue;
  /**
   * Resolves a plugin argument: a quoted string (`"x"` or `'x'`) is itself, a number, `true`,
   * `false` and `null` are literals, anything else is a path as in `resolve`.
   */
  resolveArg(arg: string): JsonValue;
  /** Renders a partial or macro (by name) against `node`, returning its output. */
  applyPartial(name: string, node: JsonValue, options?: ApplyOptions): string;
  /**
   * Renders a template that belongs to the plugin (a built-in fragment such as
   * `templates/image.jsont`) against `node` alone, inside this render: its limits, strict mode,
   * partials, locale, clock and time zone; errors inside it are reported at the calling
   * instruction. Compiled once per registry, with the table this render uses. Optional so that
   * scopes written before it still type-check; the engine's always has it.
   */
  fragment?(name: string, source: string, node: JsonValue): string;
  /** Reports a runtime error at the instruction being executed; rendering goes on. */
  error(code: ErrorCode, message: string): void;
  /**
   * Reports a warning at the instruction being executed: what renders, but probably not as the
   * author meant (a value that prints nothing). Never stops a strict render. Optional so that
   * scopes written before it still type-check; the engine's always has it.
   */
  warn?(code: ErrorCode, message: string): void;
  /**
   * Counts work a plugin does that the engine cannot see (walking a large object, say), in
   * steps of the `maxSteps` limit; the render stops when a limit is passed. The engine already
   * counts the text a formatter receives and returns (see `FormatterDef.cost`).
   */
  work?(steps: number): void;
  /** Characters of output the render may still produce before its `maxOutput` limit. */
  outputRoom?(): number;
  /** BCP 47 locale, or 'none' when locale-aware formatting is turned off. */
  readonly locale: string;
  /** The render's clock in epoch milliseconds (never the wall clock when given). */
  readonly now: number;
  /** IANA time zone for dates: the render option, else `website.timeZone`, else America/New_York. */
  readonly timeZone: string;
}

/**
 * A formatter: `{value|name arg1 arg2}`. It receives the value of the first variable and returns
 * the new value (anything: strings, numbers, objects are passed down the chain). `values` holds
 * every variable of `{a, b|name}`, the first included.
 */
export interface FormatterDef {
  readonly name: string;
  /** Argument count checked when the template compiles. */
  readonly args?: { readonly min?: number; readonly max?: number };
  /**
   * Steps of the render's `maxSteps` limit counted per 1,024 characters of text the formatter
   * receives and returns (default 256: one step per 4 characters). Slow formatters say more.
   */
  readonly cost?: number;
  apply(value: JsonValue, args: readonly string[], scope: RenderScope, values: readonly JsonValue[]): JsonValue;
}

/**
 * A predicate: `{.name? arg1 arg2}`. It tests the current node (or its arguments) and the block
 * renders its first branch when it returns true.
 */
export interface PredicateDef {
  /** Includes the trailing `?`. */
  readonly name: string;
  readonly args?: { readonly min?: number; readonly max?: number };
  test(node: JsonValue, args: readonly string[], scope: RenderScope): boolean;
}

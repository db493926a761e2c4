import type { EvalNode, RootNode } from './ast.js';
import { parseExpression, type Expression } from './expr/index.js';
import { compileRoot } from './compiler/compile.js';
import { generate } from './compiler/codegen/index.js';
import { engineCache } from './engine-cache.js';
import { ErrorCode } from './error-codes.js';
import { TemplateError } from './errors.js';
import type { CompileOptions, RenderOptions } from './options.js';
import { parse } from './parser/parse.js';
import type { Problem } from './parser/problem.js';
import type { JsonValue } from './plugin.js';
import type { Registry } from './registry.js';
import { Context } from './runtime/context.js';
import { describeThrown } from './runtime/describe.js';
import { DEFAULT_LIMITS, DEFAULT_MAX_TEMPLATE_SIZE, RenderAbort } from './runtime/limits.js';
import type { Unit } from './runtime/unit.js';
import { DEFAULT_TIME_ZONE, defaultTimeZone } from './time-zone.js';

/**
 * A template that has run this many times (renders, and applications as a partial or fragment)
 * gets a generated function. It starts in V8's interpreter and costs a parse, while the closures,
 * shared by every template, are already optimised: fewer runs do not pay for it (a folder's
 * compile and first render was ~1.4x faster with 64 than with 3).
 */
const HOT_AFTER_RUNS = 64;
/** A render that took this many steps (loop iterations, applications) makes its template hot at once. */
const BUSY_RENDER_STEPS = 1000;
/** A template reports at most this many compile errors (the first ones by position). */
const MAX_COMPILE_ERRORS = 200;

export interface RenderResult {
  html: string;
  errors: TemplateError[];
  /** What rendered but probably not as meant (severity 'warning'); never in `errors`. */
  warnings: TemplateError[];
}

/** What a template without `{.eval}` holds of parsed expressions (read only: nothing is ever added). */
const parsedNone: ReadonlyMap<EvalNode, Expression | undefined> = new Map();
const noErrors: readonly TemplateError[] = Object.freeze([]);

/** A compiled template: parse once, render many times. */
export class Template {
  readonly ast: RootNode;
  readonly errors: readonly TemplateError[];
  private compiled: Unit | undefined;
  private renders = 0;
  private generated = false;
  private readonly expressions: ReadonlyMap<EvalNode, Expression | undefined>;
  /** The options partials inherit from this template, as part of their cache key. */
  private partialKey: string | undefined;

  constructor(
    readonly source: string,
    private readonly registry: Registry,
    private readonly options: CompileOptions = {},
  ) {
    const maxSize = options.maxTemplateSize ?? DEFAULT_MAX_TEMPLATE_SIZE;
    // A source over the limit is not parsed at all: it renders nothing and reports why.
    const tooLarge = source.length > maxSize;
    const parsed = parse(tooLarge ? '' : source, { registry, preprocess: options.preprocess === true });
    if (tooLarge) {
      const message = `The template is ${source.length} characters long, over the limit of ${maxSize} (compile option maxTemplateSize)`;
      parsed.problems.push({ code: ErrorCode.TemplateTooLarge, message, start: 0, end: 1 });
    }
    const problems = parsed.problems;
    this.ast = parsed.ast;
    let expressions: Map<EvalNode, Expression | undefined> | undefined;
    for (const node of parsed.evals) {
      const { expr, errors } = parseExpression(node.code, options.expr);
      (expressions ??= new Map()).set(node, expr);
      for (const e of errors) {
        const start = node.codeStart + e.offset;
        problems.push({ code: e.code, message: e.message, start, end: start + Math.max(1, e.length) });
      }
    }
    this.expressions = expressions ?? parsedNone;
    if (problems.length > 1) problems.sort((a, b) => a.start - b.start);
    this.errors = problems.length === 0 ? noErrors : problems.slice(0, MAX_COMPILE_ERRORS).map((p) => toError(p, source, options.name));
    if (options.strict === true && this.errors.length > 0) throw this.errors[0];
  }

  /**
   * @internal The closures that render this template, built on first use: a template that is
   * parsed to be checked, printed or cached never pays for them.
   */
  get unit(): Unit {
    if (this.compiled === undefined) {
      const { registry, source, options, expressions } = this;
      this.compiled = compileRoot(this.ast, { registry, source, file: options.name, exprLimits: options.expr ?? {}, expressions });
    }
    return this.compiled;
  }

  render(data: JsonValue, options: RenderOptions = {}): RenderResult {
    const unit = this.hotUnit();
    const partials = options.partials ?? {};
    const limits = { ...DEFAULT_LIMITS, ...options.limits };
    const c = new Context(data, unit, {
      locale: options.locale ?? 'en-US',
      now: options.now ?? Date.now(),
      timeZone: options.timeZone ?? safeTimeZone(data),
      strict: options.strict ?? this.options.strict ?? false,
      limits,
      partial: (name, ctx) => this.partial(partials, name, ctx),
      fragment: (name, source) => this.fragmentUnit(name, source),
      injects: options.injects ?? {},
    });
    try {
      unit.fn(c);
      c.overflow();
    } catch (e) {
      if (c.options.strict && e instanceof TemplateError) throw e;
      // Whatever went wrong (a plugin, data whose getters throw, a stack exhausted by the data),
      // the caller gets the output so far and an error, never an exception (strict: the error).
      if (!(e instanceof RenderAbort)) c.error(ErrorCode.RenderFailed, `Rendering stopped: ${describeThrown(e)}`);
    }
    if (c.steps >= BUSY_RENDER_STEPS && !this.generated) this.renders = Math.max(this.renders, this.hotAfter() - 1);
    // An append may have gone past the limit before the render stopped: the output never does.
    const html = c.out.length > limits.maxOutput ? c.out.slice(0, Math.max(0, limits.maxOutput)) : c.out;
    return { html, errors: c.errors, warnings: c.warnings };
  }

  /**
   * @internal The unit to run for one more render (the generated function once the template is
   * hot). Built-in fragments run this way inside the render that calls them.
   */
  hotUnit(): Unit {
    if (!this.generated && ++this.renders >= this.hotAfter()) this.tierUp();
    return this.unit;
  }

  private hotAfter(): number {
    const mode = this.options.codegen ?? 'auto';
    return mode === 'always' ? 1 : mode === 'never' ? Infinity : HOT_AFTER_RUNS;
  }

  /** Swaps the closures for one generated function, when the platform allows it. */
  private tierUp(): void {
    this.generated = true;
    const { registry, source, options, expressions } = this;
    const fn = generate(this.ast, { registry, source, file: options.name, exprLimits: options.expr ?? {}, expressions });
    if (fn !== undefined) this.compiled = { ...this.unit, fn };
  }

  private partial(partials: Readonly<Record<string, string | Template>>, name: string, c: Context): Unit | undefined {
    const given = Object.prototype.hasOwnProperty.call(partials, name) ? partials[name] : undefined;
    if (given === undefined) return undefined;
    const template = typeof given === 'string' ? this.compiledPartial(name, given) : given;
    const first = template.errors[0];
    if (first !== undefined) {
      c.error(ErrorCode.PartialParseFailure, `Partial '${name}' has errors: ${first.message} at ${first.line}:${first.column}`);
    }
    return template.hotUnit();
  }

  /** A plugin's own template, compiled once per engine (per registry) and shared by every template of it. */
  private fragmentUnit(name: string, source: string): Unit {
    const registry = this.registry;
    return engineCache(registry).fragment(name, source, () => new Template(source, registry, { name })).hotUnit();
  }

  /**
   * A partial given as source, compiled once per engine (see engine-cache.ts): every template
   * compiled with the same table and options shares it, until it is given with another source.
   */
  private compiledPartial(name: string, source: string): Template {
    this.partialKey ??= partialOptionsKey(this.options);
    const make = () => new Template(source, this.registry, { ...this.options, name, strict: false });
    return engineCache(this.registry).partial(`${this.partialKey}\u0000${name}`, source, make);
  }
}

/** The compile options a partial inherits, as text: partials compiled under others are not shared. */
function partialOptionsKey(options: CompileOptions): string {
  const { preprocess = false, expr = {}, codegen = 'auto', maxTemplateSize = DEFAULT_MAX_TEMPLATE_SIZE } = options;
  return JSON.stringify([preprocess, codegen, maxTemplateSize, expr]);
}

/** The data's time zone; data whose getters throw gets the default (the render reports them). */
function safeTimeZone(data: JsonValue): string {
  try {
    return defaultTimeZone(data);
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

function toError(p: Problem, source: string, file: string | undefined): TemplateError {
  return new TemplateError(p.code, p.message, { source, offset: p.start, length: p.end - p.start, file });
}

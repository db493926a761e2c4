import { ErrorCode } from '../error-codes.js';
import { TemplateError } from '../errors.js';
import type { ApplyOptions, JsonValue, RenderScope } from '../plugin.js';
import { Frame } from './frame.js';
import { DEFAULT_LIMITS, MAX_PARTIAL_DEPTH, RenderAbort, type RenderLimits } from './limits.js';
import { lookup, splitPath } from './lookup.js';
import { resolveArg } from './resolve-arg.js';
import type { MacroScope, Unit } from './unit.js';

export interface ContextOptions {
  locale: string;
  now: number;
  timeZone: string;
  strict: boolean;
  limits: RenderLimits;
  /** Finds a partial by name (compiling it on first use); reports its own problems. */
  partial: (name: string, c: Context) => Unit | undefined;
  injects: Readonly<Record<string, string>>;
}

/** A render reports at most this many distinct errors. */
const MAX_ERRORS = 1000;
/** Output length is checked every this many steps (loop iterations and applications, weighted). */
const OUTPUT_CHECK_INTERVAL = 200;

/** The state of one render. It is the `RenderScope` plugins see. */
export class Context implements RenderScope {
  out = '';
  frame: Frame;
  /** Offset of the instruction being executed, in `unit.source`. */
  site = 0;
  unit: Unit;
  macros: MacroScope | null;
  steps = 0;
  /** @internal Steps after which the limits are checked again. */
  stepBudget: number;
  readonly errors: TemplateError[] = [];
  readonly warnings: TemplateError[] = [];
  readonly locale: string;
  readonly now: number;
  readonly timeZone: string;
  private readonly seen = new Set<string>();
  private readonly chain: string[] = [];
  private applies = 0;
  private injectCache: Map<string, JsonValue> | undefined;

  constructor(
    data: JsonValue,
    unit: Unit,
    readonly options: ContextOptions,
  ) {
    this.frame = new Frame(data, null);
    this.stepBudget = Math.min(options.limits.maxSteps, OUTPUT_CHECK_INTERVAL);
    this.unit = unit;
    this.macros = unit.macros === null ? null : { table: unit.macros, parent: null };
    this.locale = options.locale;
    this.now = options.now;
    this.timeZone = options.timeZone;
  }

  node(): JsonValue {
    return this.frame.node;
  }

  resolve(path: string | readonly (string | number)[]): JsonValue {
    return lookup(this.frame, typeof path === 'string' ? splitPath(path) : path);
  }

  resolveArg(arg: string): JsonValue {
    return resolveArg(this, arg);
  }

  /** Binds `@name` in the current scope (`{.var}`, `{.ctx}`, `{.inject}`, `{.eval @x = …}`). */
  assign(name: string, value: JsonValue): void {
    this.frame.setVar(name, value);
  }

  error(code: ErrorCode, message: string): void {
    const { source, file } = this.unit;
    const key = `${file}:${this.site}:${code}:${message}`;
    if (!this.options.strict && (this.seen.has(key) || this.errors.length >= MAX_ERRORS)) return;
    this.seen.add(key);
    const error = new TemplateError(code, message, { source, offset: this.site, file }, [...this.chain]);
    if (this.options.strict) throw error;
    this.errors.push(error);
  }

  warn(code: ErrorCode, message: string): void {
    const { source, file } = this.unit;
    const key = `warning:${file}:${this.site}:${code}:${message}`;
    if (this.seen.has(key) || this.warnings.length >= MAX_ERRORS) return;
    this.seen.add(key);
    this.warnings.push(new TemplateError(code, message, { source, offset: this.site, file }, [...this.chain], 'warning'));
  }

  /** Counts work done; stops the render when a limit is passed. */
  step(n: number): void {
    this.steps += n;
    if (this.steps > this.stepBudget) this.checkLimits();
  }

  /** Checks the limits once a budget of steps is spent, then sets the next budget. */
  private checkLimits(): void {
    const { maxSteps, maxOutput } = this.options.limits;
    if (this.steps > maxSteps || this.out.length > maxOutput) {
      const what = this.steps > maxSteps ? `${maxSteps} steps` : `${maxOutput} characters of output`;
      this.error(ErrorCode.RenderLimit, `Rendering stopped: it went over ${what}`);
      throw new RenderAbort();
    }
    this.stepBudget = Math.min(maxSteps, this.steps + OUTPUT_CHECK_INTERVAL);
  }

  findUnit(name: string): Unit | undefined {
    for (let scope = this.macros; scope !== null; scope = scope.parent) {
      const unit = scope.table.get(name);
      if (unit !== undefined) return unit;
    }
    return this.options.partial(name, this);
  }

  applyPartial(name: string, node: JsonValue, options: ApplyOptions = {}): string {
    const frame = new Frame(node, options.private === true ? null : this.frame);
    if (options.args !== undefined) frame.setVar('@args', options.args);
    return this.run(name, frame) ?? '';
  }

  /** `{.include name}`: runs a partial or macro in the current scope. */
  include(name: string, keepOutput: boolean): void {
    const out = this.run(name, this.frame);
    if (keepOutput && out !== undefined) this.out += out;
  }

  private run(name: string, frame: Frame): string | undefined {
    const site = this.site;
    const unit = this.findUnit(name);
    if (unit === undefined) {
      this.error(ErrorCode.PartialNotFound, `Partial or macro '${name}' was not found`);
      return undefined;
    }
    if (this.chain.length >= MAX_PARTIAL_DEPTH) {
      const chain = [...this.chain, name].join(' → ');
      this.error(ErrorCode.PartialRecursionDepth, `Partials and macros nest more than ${MAX_PARTIAL_DEPTH} deep: ${chain}`);
      return undefined;
    }
    if (++this.applies > this.options.limits.maxApplies) {
      this.error(ErrorCode.RenderLimit, `Rendering stopped: more than ${this.options.limits.maxApplies} partial applications`);
      throw new RenderAbort();
    }
    this.step(1);
    const saved = { out: this.out, frame: this.frame, unit: this.unit, macros: this.macros };
    this.out = '';
    this.frame = frame;
    this.unit = unit;
    if (unit.macros !== null && unit.macros !== saved.unit.macros) this.macros = { table: unit.macros, parent: this.macros };
    this.chain.push(name);
    try {
      unit.fn(this);
      return this.out;
    } finally {
      this.chain.pop();
      this.out = saved.out;
      this.frame = saved.frame;
      this.unit = saved.unit;
      this.macros = saved.macros;
      this.site = site;
    }
  }

  /** The JSON of `{.inject}`, parsed once per render. */
  injected(path: string): { value: JsonValue } | undefined {
    this.injectCache ??= new Map();
    if (this.injectCache.has(path)) return { value: this.injectCache.get(path) };
    const text = Object.prototype.hasOwnProperty.call(this.options.injects, path) ? this.options.injects[path] : undefined;
    if (text === undefined) {
      this.error(ErrorCode.InjectNotFound, `Nothing to inject under '${path}'`);
      return undefined;
    }
    let value: JsonValue;
    try {
      value = JSON.parse(text);
    } catch (e) {
      this.error(ErrorCode.InjectInvalidJson, `'${path}' is not valid JSON: ${(e as Error).message}`);
      value = undefined;
    }
    this.injectCache.set(path, value);
    return { value };
  }
}

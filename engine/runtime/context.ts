import { ErrorCode } from '../error-codes.js';
import { TemplateError } from '../errors.js';
import type { ApplyOptions, JsonValue, RenderScope } from '../plugin.js';
import { Frame } from './frame.js';
import { lineColumn } from '../position.js';
import { describeThrown } from './describe.js';
import { MAX_PARTIAL_DEPTH, RenderAbort, type RenderLimits } from './limits.js';
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
  /** Compiles (once per registry) a plugin's own template by name and source. */
  fragment: (name: string, source: string) => Unit;
  injects: Readonly<Record<string, string>>;
}

/** A render reports at most this many distinct errors. */
const MAX_ERRORS = 1000;
/** Output length is checked every this many steps (loop iterations and applications, weighted). */
const OUTPUT_CHECK_INTERVAL = 200;

/** Where a fragment was called from: errors inside it are reported there. */
interface FragmentCall {
  readonly name: string;
  readonly unit: Unit;
  readonly site: number;
}

/** The state of one render. It is the `RenderScope` plugins see. */
export class Context implements RenderScope {
  out = '';
  /**
   * @internal The length `out` may reach: `maxOutput` less the output held by the callers of
   * the partial, macro or fragment being run. Every append is checked against it.
   */
  outLimit: number;
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
  private readonly deadline: number;
  private fragmentCall: FragmentCall | null = null;

  constructor(
    data: JsonValue,
    unit: Unit,
    readonly options: ContextOptions,
  ) {
    this.frame = new Frame(data, null);
    this.stepBudget = Math.min(options.limits.maxSteps, OUTPUT_CHECK_INTERVAL);
    this.outLimit = options.limits.maxOutput;
    const { deadlineMs } = options.limits;
    this.deadline = deadlineMs === undefined || !(deadlineMs >= 0) ? Infinity : Date.now() + deadlineMs;
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
    const call = this.fragmentCall;
    if (call !== null) {
      const { line, column } = lineColumn(this.unit.source, this.site);
      const inner = this.unit.file === call.name ? '' : ` → ${this.unit.file ?? 'a macro'}`;
      message = `${message} (in ${call.name}${inner} at ${line}:${column})`;
    }
    const { source, file } = call === null ? this.unit : call.unit;
    const offset = call === null ? this.site : call.site;
    const key = `${file}:${offset}:${code}:${message}`;
    if (!this.options.strict && (this.seen.has(key) || this.errors.length >= MAX_ERRORS)) return;
    this.seen.add(key);
    const error = new TemplateError(code, message, { source, offset, file }, [...this.chain]);
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

  /** Counts work a plugin did that the engine cannot see (`RenderScope.work`). */
  work(steps: number): void {
    if (steps > 0) this.step(steps);
  }

  /** Characters of output the render may still produce. */
  outputRoom(): number {
    return Math.max(0, this.outLimit - this.out.length);
  }

  /** Called when `out` went past `outLimit`: stops the render. */
  overflow(): void {
    if (this.out.length <= this.outLimit) return;
    this.stop(ErrorCode.RenderLimit, `Rendering stopped: it went over ${this.options.limits.maxOutput} characters of output`);
  }

  /** Checks the limits once a budget of steps is spent, then sets the next budget. */
  private checkLimits(): void {
    const { maxSteps, deadlineMs } = this.options.limits;
    if (this.steps > maxSteps) this.stop(ErrorCode.RenderLimit, `Rendering stopped: it went over ${maxSteps} steps`);
    this.overflow();
    if (this.deadline !== Infinity && Date.now() > this.deadline) {
      this.stop(ErrorCode.RenderDeadline, `Rendering stopped: it took longer than its deadline of ${deadlineMs} ms`);
    }
    this.stepBudget = Math.min(maxSteps, this.steps + OUTPUT_CHECK_INTERVAL);
  }

  /** Reports why the render stops and stops it. */
  private stop(code: ErrorCode, message: string): never {
    this.error(code, message);
    throw new RenderAbort();
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
    if (keepOutput && out !== undefined) {
      this.out += out;
      if (this.out.length > this.outLimit) this.overflow();
    }
  }

  /**
   * Runs a built-in fragment inside this render, against `node` alone (lookups stop there):
   * the render's limits, strict mode and partials apply, and errors inside it are reported at
   * the instruction that called it.
   */
  fragment(name: string, source: string, node: JsonValue): string {
    return this.renderFragment(name, this.options.fragment(name, source), node);
  }

  /** @internal Runs a compiled fragment (see `fragment`). */
  renderFragment(name: string, unit: Unit, node: JsonValue): string {
    const outer = this.fragmentCall;
    if (outer === null) this.fragmentCall = { name, unit: this.unit, site: this.site };
    try {
      return this.enter(name, unit, new Frame(node, null), unit.macros === null ? null : { table: unit.macros, parent: null }) ?? '';
    } finally {
      this.fragmentCall = outer;
    }
  }

  private run(name: string, frame: Frame): string | undefined {
    const unit = this.findUnit(name);
    if (unit === undefined) {
      this.error(ErrorCode.PartialNotFound, `Partial or macro '${name}' was not found`);
      return undefined;
    }
    const macros = unit.macros !== null && unit.macros !== this.unit.macros ? { table: unit.macros, parent: this.macros } : this.macros;
    return this.enter(name, unit, frame, macros);
  }

  /** Runs a unit into a buffer of its own, which counts against the output limit with the callers'. */
  private enter(name: string, unit: Unit, frame: Frame, macros: MacroScope | null): string | undefined {
    if (this.chain.length >= MAX_PARTIAL_DEPTH) {
      const chain = [...this.chain, name].join(' → ');
      this.error(ErrorCode.PartialRecursionDepth, `Partials and macros nest more than ${MAX_PARTIAL_DEPTH} deep: ${chain}`);
      return undefined;
    }
    if (++this.applies > this.options.limits.maxApplies) {
      this.stop(ErrorCode.RenderLimit, `Rendering stopped: more than ${this.options.limits.maxApplies} partial applications`);
    }
    this.step(1);
    const saved = { out: this.out, outLimit: this.outLimit, frame: this.frame, unit: this.unit, macros: this.macros, site: this.site };
    this.outLimit -= this.out.length;
    this.out = '';
    this.frame = frame;
    this.unit = unit;
    this.macros = macros;
    this.chain.push(name);
    try {
      unit.fn(this);
      if (this.out.length > this.outLimit) this.overflow();
      return this.out;
    } finally {
      this.chain.pop();
      this.out = saved.out;
      this.outLimit = saved.outLimit;
      this.frame = saved.frame;
      this.unit = saved.unit;
      this.macros = saved.macros;
      this.site = saved.site;
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
      this.error(ErrorCode.InjectInvalidJson, `'${path}' is not valid JSON: ${describeThrown(e)}`);
      value = undefined;
    }
    this.injectCache.set(path, value);
    return { value };
  }
}

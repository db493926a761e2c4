import { performance } from 'node:perf_hooks';
import { compile, toReferenceCode } from '../library/index.js';
import { compactJson, deepEqual, firstDifference, firstJsonDifference, lineDiff } from './diff.js';
import type { Spec, SpecKind } from './spec-file.js';

export interface SpecOutcome {
  kind: SpecKind;
  passed: boolean;
  /** Why it failed, in one line (first differing line, or the exception). */
  reason: string | undefined;
  /** The full diff of a failing spec (for --verbose). */
  diff: string | undefined;
  /** Errors the engine reported (compile and runtime), formatted. */
  errors: string[];
  /** The message of an exception thrown by the engine. */
  thrown: string | undefined;
  ms: number;
}

/** Runs one parsed spec against the engine. `name` is the file name shown in engine errors. */
export function runSpec(spec: Spec, name: string): SpecOutcome {
  const start = performance.now();
  const errors: string[] = [];
  const outcome = (passed: boolean, reason?: string, diff?: string, thrown?: string): SpecOutcome => ({
    kind: spec.kind,
    passed,
    reason,
    diff,
    errors,
    thrown,
    ms: performance.now() - start,
  });
  try {
    if (spec.kind === 'ast') {
      const template = compile(spec.template.trim(), { name, preprocess: spec.preprocess });
      errors.push(...template.errors.map(formatError));
      const actual = toReferenceCode(template);
      if (deepEqual(spec.json, actual)) return outcome(true);
      return outcome(
        false,
        firstJsonDifference(spec.json, actual),
        lineDiff(compactJson(spec.json), compactJson(actual)),
      );
    }
    const template = compile(spec.template, { name, preprocess: spec.preprocess });
    errors.push(...template.errors.map(formatError));
    const result = template.render(spec.json, {
      partials: spec.partials,
      injects: spec.injects,
      locale: spec.locale,
      ...(spec.now === undefined ? {} : { now: spec.now }),
    });
    errors.push(...result.errors.map(formatError));
    if (typeof result.html !== 'string') {
      return outcome(false, `render returned ${typeof result.html} instead of a string`);
    }
    const expected = (spec.expected ?? '').trim();
    const actual = result.html.trim();
    if (actual === expected) return outcome(true);
    return outcome(false, firstDifference(expected, actual), lineDiff(expected, actual));
  } catch (err) {
    const message = describe(err);
    return outcome(false, `engine threw ${message.split('\n')[0] ?? message}`, undefined, message);
  }
}

function formatError(error: { format(): string }): string {
  return error.format();
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const formatted = 'format' in err && typeof err.format === 'function' ? String(err.format()) : undefined;
    return formatted ?? err.stack ?? `${err.name}: ${err.message}`;
  }
  return String(err);
}

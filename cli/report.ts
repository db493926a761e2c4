import type { Output } from './output.js';
import type { SpecKind } from './spec-file.js';

export type SpecStatus = 'passed' | 'failed' | 'skipped';

export interface SpecResult {
  path: string;
  area: string;
  kind: SpecKind;
  status: SpecStatus;
  reason?: string | undefined;
  diff?: string | undefined;
  errors: string[];
  thrown?: string | undefined;
  ms: number;
}

export type Counts = Record<SpecStatus, number>;

export interface FloorCheck {
  file: string;
  floor: number;
  passed: number;
  held: boolean;
}

export interface TestReport {
  results: SpecResult[];
  total: Counts;
  kinds: Record<SpecKind, Counts>;
  areas: Map<string, Counts>;
  floor: FloorCheck | undefined;
}

const MAX_ERRORS_SHOWN = 5;
/** Specs slower than this are named even without --verbose (they cannot be interrupted). */
const SLOW_MS = 5000;

/** `N passed, N failed` (and `, N skipped` when any were). */
export function countLine(counts: Counts): string {
  const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
  return `${counts.passed} passed, ${counts.failed} failed${skipped}`;
}

export function printText(report: TestReport, options: { summary: boolean; verbose: boolean }, out: Output): void {
  const { verbose } = options;
  if (!options.summary || verbose) {
    for (const result of report.results) {
      if (result.status === 'failed') printFailure(result, verbose, out);
      else if (result.status === 'skipped' && verbose) out.line(`SKIP ${result.path}: ${result.reason ?? ''}`);
    }
  }
  for (const result of report.results) {
    if (result.ms > SLOW_MS) out.line(`SLOW ${result.path}: took ${(result.ms / 1000).toFixed(1)} s`);
  }
  if (options.summary) printAreas(report.areas, out);
  if (report.kinds.ast.passed + report.kinds.ast.failed > 0) {
    out.line(`output specs: ${countLine(report.kinds.output)}`);
    out.line(`AST specs: ${countLine(report.kinds.ast)}`);
  }
  if (verbose) printSlowest(report.results, out);
  if (report.floor !== undefined) out.line(floorLine(report.floor));
  out.line(countLine(report.total));
}

function printFailure(result: SpecResult, verbose: boolean, out: Output): void {
  out.line(`FAIL ${result.path}: ${result.reason ?? 'failed'}${verbose ? '' : errorHint(result)}`);
  if (!verbose) return;
  if (result.thrown !== undefined) out.line(indent(result.thrown));
  if (result.diff !== undefined) {
    out.line('  --- expected / +++ actual');
    out.line(indent(result.diff));
  }
  if (result.errors.length > 0) {
    out.line(`  engine errors (${result.errors.length}):`);
    for (const error of result.errors.slice(0, MAX_ERRORS_SHOWN)) out.line(indent(error, '    '));
    if (result.errors.length > MAX_ERRORS_SHOWN) out.line(`    … and ${result.errors.length - MAX_ERRORS_SHOWN} more`);
  }
}

/** The first engine error in short (`; engine error 1:2: message [code]`), when there are any. */
function errorHint(result: SpecResult): string {
  const first = result.errors[0]?.split('\n')[0];
  if (first === undefined) return '';
  const where = first.startsWith(`${result.path}:`) ? first.slice(result.path.length + 1) : first;
  const more = result.errors.length > 1 ? ` (+${result.errors.length - 1} more)` : '';
  return `; engine error ${where}${more}`;
}

function printAreas(areas: Map<string, Counts>, out: Output): void {
  const width = Math.max(4, ...[...areas.keys()].map((k) => k.length));
  const anySkipped = [...areas.values()].some((c) => c.skipped > 0);
  const row = (name: string, a: string, b: string, c: string) =>
    `${name.padEnd(width)}  ${a.padStart(6)}  ${b.padStart(6)}${anySkipped ? `  ${c.padStart(7)}` : ''}`;
  out.line(row('area', 'passed', 'failed', 'skipped'));
  for (const [name, counts] of areas) {
    out.line(row(name, String(counts.passed), String(counts.failed), String(counts.skipped)));
  }
}

function printSlowest(results: SpecResult[], out: Output): void {
  const slowest = results
    .filter((r) => r.status !== 'skipped')
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  if (slowest.length === 0) return;
  out.line(`slowest: ${slowest.map((r) => `${r.path} (${r.ms.toFixed(1)} ms)`).join(', ')}`);
}

export function floorLine(floor: FloorCheck): string {
  if (!floor.held) {
    return `floor broken: ${floor.passed} passed, the floor in ${floor.file} is ${floor.floor} (${floor.floor - floor.passed} fewer)`;
  }
  if (floor.passed > floor.floor) {
    return `floor held: ${floor.passed} passed, floor ${floor.floor}; raise it: set "passed": ${floor.passed} in ${floor.file}`;
  }
  return `floor held: ${floor.passed} passed, floor ${floor.floor}`;
}

export function printJson(report: TestReport, out: Output): void {
  const json = {
    ...report.total,
    kinds: report.kinds,
    areas: Object.fromEntries(report.areas),
    floor: report.floor ?? null,
    specs: report.results.map((r) => ({
      path: r.path,
      area: r.area,
      kind: r.kind,
      status: r.status,
      ...(r.reason === undefined ? {} : { reason: r.reason }),
      ...(r.thrown === undefined ? {} : { thrown: r.thrown }),
      ...(r.errors.length === 0 ? {} : { errors: r.errors }),
      ms: Math.round(r.ms * 100) / 100,
    })),
  };
  out.line(JSON.stringify(json, null, 2));
}

function indent(text: string, prefix = '  '): string {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}

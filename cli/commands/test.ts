import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { TestArgs } from '../args.js';
import { type Output, ioMessage } from '../output.js';
import { type Counts, type FloorCheck, type SpecResult, type TestReport, printJson, printText } from '../report.js';
import { runSpec } from '../run-spec.js';
import { parseSpec } from '../spec-file.js';

/** `templatec test PATH...`: runs conformance spec files and reports. */
export function testCommand(args: TestArgs, out: Output): number {
  let files: SpecPath[];
  let floor: number | undefined;
  try {
    files = args.paths.flatMap(findSpecs);
    if (args.floor !== undefined) floor = readFloor(args.floor);
  } catch (err) {
    out.error(`templatec: ${ioMessage(err)}`);
    return 2;
  }
  if (files.length === 0) {
    out.error(`templatec: no spec files (*.html) in ${args.paths.join(', ')}`);
    return 2;
  }

  const results = files.map(runFile);
  const report = summarize(results, args.floor === undefined || floor === undefined ? undefined : { file: args.floor, floor });
  if (args.json) printJson(report, out);
  else printText(report, { summary: args.summary, verbose: args.verbose }, out);

  if (report.floor !== undefined) return report.floor.held ? 0 : 1;
  return report.total.failed > 0 ? 1 : 0;
}

interface SpecPath {
  path: string;
  /** Folder of the spec below the directory it was found in ('' when at the top or given directly). */
  folder: string;
}

/** A file, or every `*.html` below a directory (sorted, recursively). */
function findSpecs(path: string): SpecPath[] {
  if (!statSync(path).isDirectory()) return [{ path, folder: '' }];
  const found: SpecPath[] = [];
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) found.push({ path: full, folder: relative(path, dirname(full)).split(sep).join('/') });
    }
  };
  walk(path);
  return found;
}

/** The area of a spec: its file-name prefix (`f`, `p`, `i18n`, `eval`, `ast`…), after its folder if any. */
export function areaOf(path: string, folder = ''): string {
  const name = basename(path).replace(/\.[^.]*$/, '');
  const prefix = (name.split('-')[0] ?? name).replace(/\d+$/, '') || name;
  return folder === '' ? prefix : `${folder}/${prefix}`;
}

function runFile({ path, folder }: SpecPath): SpecResult {
  const area = areaOf(path, folder);
  const base = { path, area, errors: [] as string[], ms: 0 };
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    return { ...base, kind: 'output', status: 'failed', reason: `cannot read: ${ioMessage(err)}` };
  }
  const parsed = parseSpec(text);
  if (parsed.status === 'not-a-spec') return { ...base, kind: 'output', status: 'skipped', reason: parsed.reason };
  if (parsed.status === 'invalid') return { ...base, kind: parsed.kind, status: 'failed', reason: parsed.reason };
  const outcome = runSpec(parsed.spec, path);
  return {
    path,
    area,
    kind: outcome.kind,
    status: outcome.passed ? 'passed' : 'failed',
    reason: outcome.reason,
    diff: outcome.diff,
    errors: outcome.errors,
    thrown: outcome.thrown,
    ms: outcome.ms,
  };
}

function readFloor(file: string): number {
  const text = readFileSync(file, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON`);
  }
  const passed = typeof value === 'object' && value !== null ? (value as { passed?: unknown }).passed : undefined;
  if (typeof passed !== 'number' || !Number.isInteger(passed) || passed < 0) {
    throw new Error(`${file} must be {"passed": N} with N a whole number`);
  }
  return passed;
}

function summarize(results: SpecResult[], floor: { file: string; floor: number } | undefined): TestReport {
  const zero = (): Counts => ({ passed: 0, failed: 0, skipped: 0 });
  const total = zero();
  const kinds = { output: zero(), ast: zero() };
  const areas = new Map<string, Counts>();
  for (const result of results) {
    const area = areas.get(result.area) ?? zero();
    areas.set(result.area, area);
    for (const counts of [total, kinds[result.kind], area]) counts[result.status]++;
  }
  let floorCheck: FloorCheck | undefined;
  if (floor !== undefined) {
    floorCheck = { file: floor.file, floor: floor.floor, passed: total.passed, held: total.passed >= floor.floor };
  }
  const sortedAreas = new Map([...areas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { results, total, kinds, areas: sortedAreas, floor: floorCheck };
}

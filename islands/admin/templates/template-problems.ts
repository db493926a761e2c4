/**
 * The problems of a template as the editor shows them: the engine's compile errors (the engine
 * runs here, with the formatters and predicates the site compiles with) and the problems the
 * server found in the same text (platform tags, render errors of the preview), as ranges.
 */
import { compile } from '../../../library/index.js';
import type { TemplateProblem } from '../../../domain/admin/templates.js';

export interface EditorProblem {
  from: number;
  to: number;
  line: number;
  column: number;
  severity: 'error' | 'warning';
  message: string;
}

/** The offset of a 1-based line and column, kept inside the text. */
export function offsetOf(source: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = source.indexOf('\n', offset);
    if (next < 0) return source.length;
    offset = next + 1;
  }
  const lineEnd = source.indexOf('\n', offset);
  const end = lineEnd < 0 ? source.length : lineEnd;
  return Math.min(offset + Math.max(column - 1, 0), end);
}

/** The engine's compile errors of `source`, at their ranges. */
export function compileProblems(source: string, name: string): EditorProblem[] {
  const template = compile(source, { name });
  return template.errors.map((error) => {
    const from = Math.min(error.offset, source.length);
    return {
      from,
      to: Math.min(source.length, from + Math.max(error.length, 1)),
      line: error.line,
      column: error.column,
      severity: error.severity === 'warning' ? 'warning' : 'error',
      message: error.message,
    };
  });
}

/** Problems the server reported for `file` (others are left out), at their ranges in `source`. */
export function serverProblems(source: string, file: string, problems: readonly TemplateProblem[]): EditorProblem[] {
  return problems
    .filter((p) => p.file === file)
    .map((p) => {
      const from = offsetOf(source, p.line, p.column);
      return { from, to: Math.min(source.length, from + 1), line: p.line, column: p.column, severity: 'error' as const, message: p.message };
    });
}

/** Both lists, without the server's copies of the engine's own errors, in the order of the text. */
export function mergeProblems(local: readonly EditorProblem[], server: readonly EditorProblem[]): EditorProblem[] {
  const seen = new Set(local.map((p) => `${p.line}:${p.column}`));
  return [...local, ...server.filter((p) => !seen.has(`${p.line}:${p.column}`))].sort((a, b) => a.from - b.from || a.to - b.to);
}

/**
 * The platform compiles a folder's stylesheets with its own LESS libraries at hand
 * (`@import 'sqs-grid-breaker';`). An `@import` of a file the folder does not have is taken out
 * (blanked, so lines and columns stay) with a warning naming it; the rest compiles.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { lineColumnAt } from './folder-error.js';
import { folderWarning, type FolderError } from './folder-error.js';

const IMPORT = /@import\s*(\([^)]*\)\s*)?(?:url\(\s*)?(["'])([^"']+)\2\s*\)?[^;\n]*;/g;

export interface SkippedImports {
  source: string;
  warnings: FolderError[];
}

/** `file` is the stylesheet's path in the folder (`styles/site.less`), `dir` the absolute folder it is in. */
export function skipMissingImports(source: string, file: string, dir: string): SkippedImports {
  const warnings: FolderError[] = [];
  const text = source.replace(IMPORT, (statement: string, options: string | undefined, _quote: string, name: string, offset: number) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(name) || /\bcss\b/.test(options ?? '')) return statement;
    const wanted = path.extname(name) === '' ? [`${name}.less`, name] : [name];
    if (wanted.some((candidate) => existsSync(path.resolve(dir, candidate.replace(/^\/+/, ''))))) return statement;
    const { line, column } = lineColumnAt(source, offset);
    warnings.push(folderWarning(file, line, column, `@import '${name}' names a platform library (or a file) this site does not have; it is skipped`, 'skipped-import'));
    return statement.replace(/[^\r\n]/g, ' ');
  });
  return { source: text, warnings };
}

/// <reference path="./less.d.ts" />
import path from 'node:path';
import less, { type LessErrorShape } from 'less';
import { FolderFileManager } from './less-files.js';
import { TEMPLATE_CONF } from './template-conf.js';
import { type SiteFolder } from './types.js';
import { folderError, type FolderError } from './folder-error.js';

export interface CompiledStyles {
  /** The stylesheets of template.conf, in its order, as one CSS text (served at /site.css). */
  css: string;
  /** Errors, and warnings (`severity: 'warning'`: an import skipped). */
  errors: FolderError[];
}

/**
 * Compiles template.conf's stylesheets as the platform does: as one LESS unit in their order
 * (`.css` files too), so a variable or mixin of one file serves the next. A stylesheet whose
 * error stops the unit is reported at its file, line and column and left out; the others are
 * compiled without it. `overrides` (LESS variable definitions: the owner's design values,
 * tweak-less.ts) come after the stylesheets, so they win over the folder's own definitions.
 */
export async function compileStylesheets(folder: SiteFolder, overrides = ''): Promise<CompiledStyles> {
  const stylesDir = path.join(folder.dir, 'styles');
  const errors: FolderError[] = [];
  const warnings: FolderError[] = [];
  let sheets = folder.stylesheets.map((sheet) => sheet.path);
  const compile = async (list: readonly string[]): Promise<{ css: string } | { error: FolderError }> => {
    const files = new FolderFileManager(folder.dir, stylesDir);
    const imports = list.map((sheet) => `@import ${sheet.endsWith('.css') ? '(less) ' : ''}${JSON.stringify(sheet.slice('styles/'.length))};`);
    const unit = [...imports, overrides].join('\n');
    try {
      const output = await less.render(unit, {
        filename: path.join(stylesDir, '(template.conf stylesheets)'),
        plugins: [{ install: (_less, manager) => manager.addFileManager(files) }],
        javascriptEnabled: false,
      });
      for (const w of files.warnings) if (!warnings.some((k) => k.file === w.file && k.line === w.line)) warnings.push(w);
      return { css: output.css };
    } catch (e) {
      return { error: lessError(e as LessErrorShape, folder.dir) };
    }
  };
  while (sheets.length > 0) {
    const result = await compile(sheets);
    if ('css' in result) return { css: result.css, errors: [...errors, ...warnings] };
    errors.push(result.error);
    const culprit = sheets.includes(result.error.file) ? result.error.file : await firstFailing(sheets, compile);
    if (culprit === undefined) break;
    sheets = sheets.filter((sheet) => sheet !== culprit);
  }
  return { css: '', errors: [...errors, ...warnings] };
}

/** The stylesheet whose addition first makes the unit fail (its error came from a file it imports). */
async function firstFailing(sheets: readonly string[], compile: (list: readonly string[]) => Promise<{ css: string } | { error: FolderError }>): Promise<string | undefined> {
  for (let n = 1; n <= sheets.length; n++) {
    if ('error' in (await compile(sheets.slice(0, n)))) return sheets[n - 1];
  }
  return undefined;
}

function lessError(e: LessErrorShape, root: string): FolderError {
  const inFolder = e.filename && path.isAbsolute(e.filename) ? path.relative(root, e.filename).split(path.sep).join('/') : TEMPLATE_CONF;
  const file = inFolder.startsWith('styles/(') ? TEMPLATE_CONF : inFolder;
  const line = typeof e.line === 'number' && e.line > 0 ? e.line : 1;
  const column = typeof e.column === 'number' && e.column >= 0 ? e.column + 1 : 1;
  const kind = e.type ? `${e.type}Error` : 'Error';
  return folderError(file, line, column, `LESS ${kind}: ${e.message ?? String(e)}`, 'less-error');
}

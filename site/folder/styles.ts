/// <reference path="./less.d.ts" />
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import less, { type LessErrorShape, type LoadedFile, type LoadOptions } from 'less';
import { folderError, type FolderError, type SiteFolder } from './types.js';

export interface CompiledStyles {
  /** The stylesheets of template.conf, in its order, as one CSS text (served at /site.css). */
  css: string;
  errors: FolderError[];
}

/**
 * Compiles template.conf's stylesheets in order: `.css` as it is, `.less` with the `less`
 * package. A `.less` file imports only from styles/, may embed (data-uri) only files of the
 * folder, and cannot load plugins or run JavaScript.
 */
export async function compileStylesheets(folder: SiteFolder): Promise<CompiledStyles> {
  const stylesDir = path.join(folder.dir, 'styles');
  const parts: string[] = [];
  const errors: FolderError[] = [];
  for (const sheet of folder.stylesheets) {
    if (!sheet.path.endsWith('.less')) {
      parts.push(sheet.source);
      continue;
    }
    try {
      const output = await less.render(sheet.source, {
        filename: path.join(folder.dir, ...sheet.path.split('/')),
        plugins: [{ install: (_less, manager) => manager.addFileManager(new FolderFileManager(folder.dir, stylesDir)) }],
        javascriptEnabled: false,
      });
      parts.push(output.css);
    } catch (e) {
      errors.push(lessError(e as LessErrorShape, folder.dir, sheet.path));
    }
  }
  return { css: parts.join('\n'), errors };
}

function lessError(e: LessErrorShape, root: string, sheet: string): FolderError {
  const file = e.filename && path.isAbsolute(e.filename) ? path.relative(root, e.filename).split(path.sep).join('/') : sheet;
  const line = typeof e.line === 'number' && e.line > 0 ? e.line : 1;
  const column = typeof e.column === 'number' && e.column >= 0 ? e.column + 1 : 1;
  const kind = e.type ? `${e.type}Error` : 'Error';
  return folderError(file, line, column, `LESS ${kind}: ${e.message ?? String(e)}`, 'less-error');
}

function inside(dir: string, real: string): boolean {
  return real.startsWith(dir + path.sep);
}

/** Loads what a .less file asks for, from inside the folder only. */
class FolderFileManager extends less.AbstractFileManager {
  constructor(
    private readonly root: string,
    private readonly stylesDir: string,
  ) {
    super();
  }

  override supports(): boolean {
    return true;
  }

  override supportsSync(): boolean {
    return true;
  }

  override loadFile(filename: string, currentDirectory: string, options: LoadOptions): Promise<LoadedFile> {
    try {
      return Promise.resolve(this.load(filename, currentDirectory, options));
    } catch (e) {
      return Promise.reject(e);
    }
  }

  override loadFileSync(filename: string, currentDirectory: string, options: LoadOptions): LoadedFile | { error: unknown } {
    try {
      return this.load(filename, currentDirectory, options);
    } catch (error) {
      return { error };
    }
  }

  private load(filename: string, currentDirectory: string, options: LoadOptions): LoadedFile {
    if (options.ext === '.js') throw { type: 'File', message: `@plugin '${filename}' is not allowed: site stylesheets cannot run JavaScript` };
    if (/^[a-z][a-z0-9+.-]*:/i.test(filename)) throw { type: 'File', message: `'${filename}' is not a file of the site folder` };
    const embedding = options.rawBuffer === true;
    const wanted = embedding || path.extname(filename) !== '' ? filename : `${filename}.less`;
    const base = path.isAbsolute(wanted) ? this.root : currentDirectory || this.stylesDir;
    const allowed = embedding ? this.root : this.stylesDir;
    let real: string;
    try {
      real = realpathSync(path.resolve(base, wanted.replace(/^\/+/, '')));
    } catch {
      throw { type: 'File', message: `'${filename}' was not found` };
    }
    if (!inside(allowed, real) || !statSync(real).isFile()) {
      const where = embedding ? 'the site folder' : 'styles/';
      throw { type: 'File', message: `'${filename}' is outside ${where}` };
    }
    return { contents: embedding ? readFileSync(real) : readFileSync(real, 'utf8'), filename: real };
  }
}

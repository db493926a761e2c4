/// <reference path="./less.d.ts" />
/**
 * What a folder's LESS may load: stylesheets from styles/ only (imports of files it does not have
 * skipped, less-imports.ts), embedded (data-uri) files from the folder only, no plugins, no URLs.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import less, { type LoadedFile, type LoadOptions } from 'less';
import { skipMissingImports } from './less-imports.js';
import type { FolderError } from './folder-error.js';

function inside(dir: string, real: string): boolean {
  return real.startsWith(dir + path.sep);
}

export class FolderFileManager extends less.AbstractFileManager {
  /** The imports skipped while loading, as warnings. */
  readonly warnings: FolderError[] = [];

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
    if (embedding) return { contents: readFileSync(real), filename: real };
    const file = path.relative(this.root, real).split(path.sep).join('/');
    const { source, warnings } = skipMissingImports(readFileSync(real, 'utf8'), file, path.dirname(real));
    for (const warning of warnings) {
      if (!this.warnings.some((w) => w.file === warning.file && w.line === warning.line && w.column === warning.column)) this.warnings.push(warning);
    }
    return { contents: source, filename: real };
  }
}

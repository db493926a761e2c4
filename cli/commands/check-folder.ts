import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeFrame } from '../../engine/position.js';
import { compileSite } from '../../site/folder/compile-folder.js';
import { loadSiteFolder } from '../../site/folder/load-folder.js';
import { folderTemplates } from '../../site/folder/template-overlay.js';
import { readFolderTweaks } from '../../site/folder/tweak-comments.js';
import { isWarning, type FolderError } from '../../site/folder/folder-error.js';
import type { Palette } from '../colour.js';
import type { Output } from '../output.js';

export interface FolderCheck {
  checked: number;
  errors: number;
}

/**
 * A site folder (it holds template.conf) checked as the site compiles it: template.conf, every
 * template with its platform tags, and every partial a template applies or includes resolved
 * against the folder's blocks, and the design settings (`// tweak:` comments) of its stylesheets.
 * Errors and warnings are printed as `DIR/file:line:col: message`.
 */
export async function checkFolder(dir: string, out: Output): Promise<FolderCheck> {
  const { folder, errors } = await loadSiteFolder(dir);
  const all: FolderError[] = [...errors];
  let checked = 0;
  if (folder) {
    checked = folderTemplates(folder).length;
    all.push(...compileSite(folder).errors);
    all.push(...(await readFolderTweaks(folder)).warnings);
  }
  for (const error of all) out.error(formatFolderProblem(dir, error, out.palette));
  return { checked, errors: all.filter((e) => !isWarning(e)).length };
}

function formatFolderProblem(dir: string, error: FolderError, palette: Palette): string {
  const where = `${join(dir, error.file)}:${error.line}:${error.column}`;
  const warning = isWarning(error);
  const label = warning ? `${palette.yellow('warning')}: ` : '';
  const message = warning ? error.message : palette.red(error.message);
  const code = error.code ? ` ${palette.dim(`[${error.code}]`)}` : '';
  return `${palette.bold(where)}: ${label}${message}${code}${frameOf(join(dir, error.file), error)}`;
}

function frameOf(path: string, error: FolderError): string {
  try {
    const source = readFileSync(path, 'utf8');
    const lineStart = source.split('\n').slice(0, error.line - 1).reduce((sum, line) => sum + line.length + 1, 0);
    return `\n${codeFrame(source, lineStart + error.column - 1)}`;
  } catch {
    return '';
  }
}

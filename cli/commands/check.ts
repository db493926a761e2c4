import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { compile } from '../../library/index.js';
import type { CheckArgs } from '../args.js';
import { formatError } from '../errors.js';
import { type Output, ioMessage } from '../output.js';

/** File extensions picked up when `check` is given a directory. */
export const TEMPLATE_EXTENSIONS = new Set(['.jsont', '.html', '.block', '.region', '.list', '.item', '.page', '.conf']);

/**
 * `templatec check TEMPLATE...`: compiles each file and reports every compile error. A site folder
 * (a directory holding template.conf) is checked as the site compiles it (check-folder.ts).
 */
export async function checkCommand(args: CheckArgs, out: Output): Promise<number> {
  let status = 0;
  let checked = 0;
  let errorCount = 0;
  const folders = args.templates.filter(isSiteFolder);
  for (const dir of folders) {
    const result = await (await import('./check-folder.js')).checkFolder(dir, out);
    checked += result.checked;
    errorCount += result.errors;
  }
  for (const file of args.templates.filter((path) => !folders.includes(path)).flatMap((path) => expand(path, out))) {
    if (file === undefined) {
      status = 2;
      continue;
    }
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch (err) {
      out.error(`templatec: ${ioMessage(err)}`);
      status = 2;
      continue;
    }
    checked++;
    try {
      const { errors } = compile(source, { name: file });
      for (const error of errors) out.error(formatError(error, out.palette));
      errorCount += errors.length;
    } catch (err) {
      out.error(`templatec: internal error while compiling ${file}`);
      out.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
      errorCount++;
    }
  }
  out.line(`${checked} template${checked === 1 ? '' : 's'} checked, ${errorCount} error${errorCount === 1 ? '' : 's'}`);
  if (status === 2) return 2;
  return errorCount > 0 ? 1 : 0;
}

function isSiteFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory() && existsSync(join(path, 'template.conf'));
  } catch {
    return false;
  }
}

/** A file as is; a directory becomes its template files (recursively, sorted); undefined for I/O errors. */
function expand(path: string, out: Output): (string | undefined)[] {
  try {
    if (!statSync(path).isDirectory()) return [path];
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
        if (entry.name.startsWith('.')) continue;
        const full = join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (TEMPLATE_EXTENSIONS.has(extname(entry.name))) files.push(full);
      }
    };
    walk(path);
    return files;
  } catch (err) {
    out.error(`templatec: ${ioMessage(err)}`);
    return [undefined];
  }
}

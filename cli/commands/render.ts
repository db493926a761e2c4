import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { compile, type RenderOptions } from '../../library/index.js';
import type { RenderArgs } from '../args.js';
import { parseDataJson } from '../data-json.js';
import { formatError, isTemplateError } from '../errors.js';
import { type Output, ioMessage } from '../output.js';
import { unknownNameWarnings } from '../unknown-names.js';
import { watchInputs } from '../watch.js';

/**
 * `templatec render TEMPLATE JSON`: prints the HTML, reports errors and warnings; 1 if any
 * errors, 2 on I/O errors. With --watch, renders again on every change until interrupted.
 */
export function renderCommand(args: RenderArgs, out: Output): number {
  const status = renderOnce(args, out);
  if (args.watch) {
    watchInputs(args, out, () => renderOnce(args, out));
    out.error(out.palette.dim('templatec: watching for changes (Ctrl-C stops)'));
  }
  return status;
}

function renderOnce(args: RenderArgs, out: Output): number {
  let source: string;
  let data: unknown;
  let partials: Record<string, string> | undefined;
  try {
    source = readFileSync(args.template, 'utf8');
    data = readJson(args.json);
    partials = args.partials === undefined ? undefined : readPartials(args.partials);
  } catch (err) {
    out.error(`templatec: ${ioMessage(err)}`);
    return 2;
  }

  const options: RenderOptions = { strict: args.strict };
  if (partials !== undefined) options.partials = partials;
  if (args.locale !== undefined) options.locale = args.locale;
  if (args.now !== undefined) options.now = args.now;
  try {
    const template = compile(source, { name: args.template, strict: args.strict });
    const result = template.render(data, options);
    out.write(result.html);
    const errors = [...template.errors, ...result.errors];
    const warnings = [...unknownNameWarnings(template, data, args.template), ...(result.warnings ?? [])];
    for (const error of errors) out.error(formatError(error, out.palette));
    for (const warning of warnings) out.error(formatError(warning, out.palette));
    return errors.length > 0 ? 1 : 0;
  } catch (err) {
    // In strict mode the first error is thrown; anything else is a fault in the engine.
    if (isTemplateError(err)) {
      out.error(formatError(err, out.palette));
      return 1;
    }
    out.error(`templatec: internal error while rendering ${args.template}`);
    out.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    return 1;
  }
}

/** JSON from a file, or from standard input for `-`. */
function readJson(path: string): unknown {
  const text = path === '-' ? readFileSync(0, 'utf8') : readFileSync(path, 'utf8');
  try {
    return parseDataJson(text);
  } catch (err) {
    throw new Error(`${path === '-' ? 'standard input' : path} is not valid JSON: ${ioMessage(err)}`);
  }
}

/** Every file in `dir` is a partial, named by its file name without its extension and with it. */
export function readPartials(dir: string): Record<string, string> {
  const partials: Record<string, string> = {};
  const entries = readdirSync(dir, { withFileTypes: true });
  // Exact file names are set last so that they win over a stem shared by two files.
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const stem = entry.name.slice(0, entry.name.length - extname(entry.name).length);
    if (stem !== '' && !(stem in partials)) partials[stem] = readFileSync(join(dir, entry.name), 'utf8');
  }
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    partials[entry.name] = readFileSync(join(dir, entry.name), 'utf8');
  }
  return partials;
}

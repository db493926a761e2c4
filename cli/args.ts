import { parseArgs } from 'node:util';

/** A mistake in the command line: printed with the usage text, exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const USAGE = `Usage:
  templatec render TEMPLATE JSON [--partials DIR] [--locale L] [--now MS] [--strict] [--watch]
      Render TEMPLATE with the data in JSON (a path, or - for standard input).
      Prints the HTML; errors go to standard error as file:line:col: message [code].
      --partials DIR  every file in DIR is a partial, named by its file name with
                      and without the extension
      --locale L      BCP 47 locale (default en-US; "none" turns locale formatting off)
      --now MS        the current time in epoch milliseconds
      --strict        stop at the first error
      --watch         render again whenever TEMPLATE, JSON or a partial changes
      Warns (without failing) for variables whose name is nowhere in JSON.
  templatec test PATH... [--summary] [--verbose] [--floor FILE] [--json]
      Run conformance spec files (files, or directories searched for *.html).
      --summary       counts per area instead of one line per failing spec
      --verbose       full diffs, engine errors and the slowest specs
      --floor FILE    JSON {"passed": N}: fail when fewer than N specs pass
      --json          print the results as JSON
  templatec check TEMPLATE...
      Compile each template (or directory of templates) and report every compile error.
      A site folder (a directory with template.conf) is checked as the site compiles it:
      template.conf, platform tags, and every partial applied or included resolved
      against its blocks; warnings are printed and do not fail.
  templatec serve SITE_DIR [--port N]
      Serve a site folder (template.conf, regions, collections, blocks, content/) for
      authoring: pages reload when a template, style or content file changes, and a
      template error shows in the page with its file, line and column (status 500).
      Needs the built site (npm run build && node site/scripts/build-site.mjs).
      --port N        port on 127.0.0.1 (default 4321)

  templatec --version
      Print the version.

Colour on a terminal; NO_COLOR=1 turns it off, FORCE_COLOR=1 on.
Exit status: 0 ok, 1 template errors or failing specs, 2 usage or I/O errors.`;

export interface RenderArgs {
  command: 'render';
  template: string;
  json: string;
  partials: string | undefined;
  locale: string | undefined;
  now: number | undefined;
  strict: boolean;
  watch: boolean;
}

export interface TestArgs {
  command: 'test';
  paths: string[];
  summary: boolean;
  verbose: boolean;
  floor: string | undefined;
  json: boolean;
}

export interface CheckArgs {
  command: 'check';
  templates: string[];
}

export interface ServeArgs {
  command: 'serve';
  site: string;
  port: number;
}

export interface HelpArgs {
  command: 'help';
}

export interface VersionArgs {
  command: 'version';
}

export type Args = RenderArgs | TestArgs | CheckArgs | ServeArgs | HelpArgs | VersionArgs;

const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/** Parses `argv` (without the node and script paths). Throws UsageError. */
export function parseCommandLine(argv: readonly string[]): Args {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
      throw new UsageError('no command given');
    case 'help':
    case '-h':
    case '--help':
      return { command: 'help' };
    case 'version':
    case '-v':
    case '--version':
      return { command: 'version' };
    case 'render':
      return parseRender(rest);
    case 'test':
      return parseTest(rest);
    case 'serve':
      return parseServe(rest);
    case 'check':
      return parseCheck(rest);
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

function parseRender(args: string[]): RenderArgs | HelpArgs {
  const { values, positionals } = parse(args, {
    ...HELP,
    partials: { type: 'string' },
    locale: { type: 'string' },
    now: { type: 'string' },
    strict: { type: 'boolean' },
    watch: { type: 'boolean', short: 'w' },
  });
  if (values.help) return { command: 'help' };
  if (positionals.length !== 2) {
    throw new UsageError(`render takes TEMPLATE and JSON, got ${positionals.length} argument(s)`);
  }
  const [template = '', json = ''] = positionals;
  let now: number | undefined;
  if (values.now !== undefined) {
    now = Number(values.now);
    if (values.now.trim() === '' || !Number.isFinite(now)) {
      throw new UsageError(`--now takes epoch milliseconds, got "${values.now}"`);
    }
  }
  if (values.watch === true && json === '-') throw new UsageError('--watch needs JSON as a file, not standard input');
  if (values.locale !== undefined && values.locale.trim() === '') {
    throw new UsageError('--locale takes a locale such as en-US');
  }
  return {
    command: 'render',
    template,
    json,
    partials: values.partials,
    locale: values.locale,
    now,
    strict: values.strict ?? false,
    watch: values.watch ?? false,
  };
}

function parseTest(args: string[]): TestArgs | HelpArgs {
  const { values, positionals } = parse(args, {
    ...HELP,
    summary: { type: 'boolean' },
    verbose: { type: 'boolean', short: 'v' },
    floor: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (values.help) return { command: 'help' };
  if (positionals.length === 0) throw new UsageError('test takes at least one PATH');
  return {
    command: 'test',
    paths: positionals,
    summary: values.summary ?? false,
    verbose: values.verbose ?? false,
    floor: values.floor,
    json: values.json ?? false,
  };
}

function parseServe(args: string[]): ServeArgs | HelpArgs {
  const { values, positionals } = parse(args, { ...HELP, port: { type: 'string' } });
  if (values.help) return { command: 'help' };
  if (positionals.length !== 1) throw new UsageError('serve takes one SITE_DIR');
  const port = values.port === undefined ? 4321 : Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new UsageError(`--port must be a port number, not "${values.port ?? ''}"`);
  return { command: 'serve', site: positionals[0] as string, port };
}

function parseCheck(args: string[]): CheckArgs | HelpArgs {
  const { values, positionals } = parse(args, { ...HELP });
  if (values.help) return { command: 'help' };
  if (positionals.length === 0) throw new UsageError('check takes at least one TEMPLATE');
  return { command: 'check', templates: positionals };
}

type Options = NonNullable<Parameters<typeof parseArgs>[0]>['options'];

function parse<T extends NonNullable<Options>>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    // parseArgs reports unknown options and missing values as TypeErrors with an ERR_PARSE_ARGS code.
    const message = err instanceof Error ? err.message.split('. ')[0] ?? err.message : String(err);
    throw new UsageError(message);
  }
}

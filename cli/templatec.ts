#!/usr/bin/env node
import { USAGE, UsageError, parseCommandLine } from './args.js';
import { checkCommand } from './commands/check.js';
import { renderCommand } from './commands/render.js';
import { serveCommand } from './commands/serve.js';
import { testCommand } from './commands/test.js';
import { type Output, processOutput } from './output.js';
import { version } from './version.js';

/** Runs the command line `argv` (without node and the script) and returns the exit status. */
function main(argv: readonly string[], out: Output = processOutput): number {
  try {
    const args = parseCommandLine(argv);
    switch (args.command) {
      case 'help':
        out.line(USAGE);
        return 0;
      case 'version':
        out.line(`templatec ${version()}`);
        return 0;
      case 'render':
        return renderCommand(args, out);
      case 'test':
        return testCommand(args, out);
      case 'check':
        return checkCommand(args, out);
      case 'serve':
        return serveCommand(args, out);
    }
  } catch (err) {
    if (err instanceof UsageError) {
      out.error(`templatec: ${err.message}`);
      out.error(USAGE);
      return 2;
    }
    throw err;
  }
}

// Output piped into a command that stops reading early (`| head`) is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EPIPE') throw err;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = main(process.argv.slice(2));

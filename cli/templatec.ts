#!/usr/bin/env node
import { USAGE, UsageError, parseCommandLine } from './args.js';
import { type Output, processOutput } from './output.js';
import { version } from './version.js';

/**
 * Runs the command line `argv` (without node and the script) and returns the exit status. Each
 * command's code (and the engine) is loaded only when that command runs: `--version` and `help`
 * start without them, `render` without the test runner and the server.
 */
async function main(argv: readonly string[], out: Output = processOutput): Promise<number> {
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
        return (await import('./commands/render.js')).renderCommand(args, out);
      case 'test':
        return (await import('./commands/test.js')).testCommand(args, out);
      case 'check':
        return (await import('./commands/check.js')).checkCommand(args, out);
      case 'serve':
        return (await import('./commands/serve.js')).serveCommand(args, out);
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

process.exitCode = await main(process.argv.slice(2));

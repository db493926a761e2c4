import { COLOUR, PLAIN, type Palette, wantsColour } from './colour.js';

/** Where commands print: standard output for results, standard error for diagnostics. */
export interface Output {
  /** Text as is to standard output. */
  write(text: string): void;
  /** One line to standard output. */
  line(text: string): void;
  /** One line to standard error. */
  error(text: string): void;
  /** Styles for diagnostics on standard error (plain when it is not a terminal). */
  readonly palette: Palette;
}

export const processOutput: Output = {
  write: (text) => void process.stdout.write(text),
  line: (text) => void process.stdout.write(`${text}\n`),
  error: (text) => void process.stderr.write(`${text}\n`),
  palette: wantsColour(process.stderr) ? COLOUR : PLAIN,
};

/** A short message for a file system error (`ENOENT: no such file or directory, open 'x'`). */
export function ioMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** ANSI styles for the command line's diagnostics; identity functions when colour is off. */
export interface Palette {
  bold(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  dim(text: string): string;
}

const style =
  (open: number, close: number) =>
  (text: string): string =>
    `\u001b[${open}m${text}\u001b[${close}m`;

export const COLOUR: Palette = { bold: style(1, 22), red: style(31, 39), yellow: style(33, 39), dim: style(2, 22) };
const same = (text: string): string => text;
export const PLAIN: Palette = { bold: same, red: same, yellow: same, dim: same };

/**
 * Colour when the stream is a terminal, unless NO_COLOR is set (to anything but the empty
 * string); FORCE_COLOR (anything but 0 or false) turns it on even when piped.
 */
export function wantsColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return false;
  const force = env['FORCE_COLOR'];
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  return stream.isTTY === true;
}

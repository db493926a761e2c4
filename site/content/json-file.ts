/** JSON.parse with the line and column of a syntax error. */

export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number };

export function parseJsonFile(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = errorOffset(text, message);
    const { line, column } = lineColumn(text, offset);
    return { ok: false, message: cleanMessage(message), line, column };
  }
}

/** Where parsing failed: from the message when it says, else the shortest prefix that is already wrong. */
function errorOffset(text: string, message: string): number {
  const position = /at position (\d+)/.exec(message);
  if (position?.[1] !== undefined) return Number(position[1]);
  const lineCol = /\(line (\d+) column (\d+)\)/.exec(message);
  if (lineCol?.[1] !== undefined && lineCol[2] !== undefined) return offsetOf(text, Number(lineCol[1]), Number(lineCol[2]));
  if (/Unexpected end/.test(message)) return text.length;
  // Prefixes shorter than the error are incomplete or valid; from the error on they are wrong.
  let low = 1;
  let high = text.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (prefixIsWrong(text.slice(0, mid))) high = mid;
    else low = mid + 1;
  }
  return high - 1;
}

function prefixIsWrong(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return false;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/Unexpected end|Unterminated string/.test(message)) return false;
    const position = /at position (\d+)/.exec(message);
    return position?.[1] === undefined || Number(position[1]) < prefix.length;
  }
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

function offsetOf(text: string, line: number, column: number): number {
  const lines = text.split('\n').slice(0, line - 1);
  return lines.reduce((sum, l) => sum + l.length + 1, 0) + column - 1;
}

/** V8's message without the position (given as line and column) or the quoted source. */
function cleanMessage(message: string): string {
  return message
    .replace(/ in JSON at position \d+.*$/s, '')
    .replace(/ \(line \d+ column \d+\)$/, '')
    .replace(/^(Unexpected token '.+?'), .*is not valid JSON$/s, '$1');
}

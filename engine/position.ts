/** 1-based line and column of an offset. Columns count UTF-16 code units, as editors do. */
export function lineColumn(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(Math.max(offset, 0), source.length);
  for (let i = 0; i < end; i++) {
    if (source.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

const CONTEXT_LINES = 1;
const MAX_WIDTH = 120;

/** A short excerpt of the source around an offset, with a caret line under the offending text. */
export function codeFrame(source: string, offset: number, length = 1): string {
  const lines = source.split('\n');
  const { line, column } = lineColumn(source, offset);
  const first = Math.max(1, line - CONTEXT_LINES);
  const last = Math.min(lines.length, line + CONTEXT_LINES);
  const gutter = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = clip(lines[n - 1] ?? '', column);
    const mark = n === line ? '>' : ' ';
    out.push(`${mark} ${String(n).padStart(gutter)} | ${text.text}`);
    if (n === line) {
      const width = Math.max(1, Math.min(length, (lines[n - 1] ?? '').length - column + 1, MAX_WIDTH));
      out.push(`  ${' '.repeat(gutter)} | ${' '.repeat(column - 1 - text.shift)}${'^'.repeat(width)}`);
    }
  }
  return out.join('\n');
}

function clip(text: string, column: number): { text: string; shift: number } {
  const plain = text.replace(/\t/g, ' ').replace(/\r$/, '');
  if (plain.length <= MAX_WIDTH) return { text: plain, shift: 0 };
  const shift = Math.max(0, Math.min(column - MAX_WIDTH / 2, plain.length - MAX_WIDTH));
  return { text: plain.slice(shift, shift + MAX_WIDTH), shift };
}

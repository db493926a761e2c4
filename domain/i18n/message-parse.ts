/** A parsed ICU-style message: text, `#` (the plural's number) and `{arg formatter options}`. */
export type MessagePart = string | HashPart | ArgPart;

export interface HashPart {
  readonly kind: 'hash';
}

export interface ArgPart {
  readonly kind: 'arg';
  /** Argument names or positions (`0;1` names two). */
  readonly names: readonly string[];
  /** `plural`, `selectordinal`, `select`, `datetime`, `unit`…; undefined for a bare `{0}`. */
  readonly formatter: string | undefined;
  /** Options of a simple formatter, split on whitespace. */
  readonly options: readonly string[];
  /** Branches of plural, selectordinal and select, in source order. */
  readonly branches: readonly Branch[];
}

export interface Branch {
  readonly key: string;
  readonly message: readonly MessagePart[];
}

const CHOICE_FORMATTERS = new Set(['plural', 'selectordinal', 'select']);

/** Plural and select branches nest at most this deep; deeper ones stay text. */
export const MAX_NESTING = 32;

interface Source {
  readonly text: string;
  /** For each `{`, the index of its matching `}` (-1 when unbalanced); found once, in one pass. */
  readonly close: Int32Array;
}

/** Parses a message. Unbalanced braces are kept as text. */
export function parseMessage(text: string): MessagePart[] {
  return parseParts({ text, close: matchBraces(text) }, 0, text.length, false, 0);
}

function matchBraces(text: string): Int32Array {
  const close = new Int32Array(text.length).fill(-1);
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') open.push(i);
    else if (text[i] === '}') {
      const at = open.pop();
      if (at !== undefined) close[at] = i;
    }
  }
  return close;
}

function parseParts(src: Source, from: number, to: number, inPlural: boolean, depth: number): MessagePart[] {
  const parts: MessagePart[] = [];
  let text = '';
  const flush = (): void => {
    if (text !== '') parts.push(text);
    text = '';
  };
  for (let i = from; i < to; i++) {
    const ch = src.text[i] ?? '';
    const end = ch === '{' ? (src.close[i] ?? -1) : -1;
    if (ch === '#' && inPlural) {
      flush();
      parts.push({ kind: 'hash' });
    } else if (end !== -1 && end < to) {
      flush();
      parts.push(parseArg(src, i + 1, end, inPlural, depth));
      i = end;
    } else text += ch;
  }
  flush();
  return parts;
}

function parseArg(src: Source, from: number, to: number, inPlural: boolean, depth: number): ArgPart {
  const body = src.text.slice(from, to);
  const head = /^\s*([^\s{}]+)\s*([^\s{}]*)/.exec(body);
  const names = (head?.[1] ?? '').split(';');
  const formatter = head?.[2] === '' ? undefined : head?.[2];
  const restFrom = from + (head?.[0].length ?? 0);
  if (formatter !== undefined && CHOICE_FORMATTERS.has(formatter) && depth < MAX_NESTING) {
    const branches = parseBranches(src, restFrom, to, formatter !== 'select' || inPlural, depth + 1);
    return { kind: 'arg', names, formatter, options: [], branches };
  }
  const options = src.text.slice(restFrom, to).split(/\s+/).filter((s) => s !== '');
  return { kind: 'arg', names, formatter, options, branches: [] };
}

function parseBranches(src: Source, from: number, to: number, numeric: boolean, depth: number): Branch[] {
  const branches: Branch[] = [];
  const key = /\s*([^\s{}]+)\s*\{/y;
  let i = from;
  while (i < to) {
    key.lastIndex = i;
    const m = key.exec(src.text);
    if (m === null) break;
    const open = key.lastIndex - 1;
    const end = src.close[open] ?? -1;
    if (open >= to || end === -1 || end >= to) break;
    branches.push({ key: m[1] ?? '', message: parseParts(src, open + 1, end, numeric, depth) });
    i = end + 1;
  }
  return branches;
}

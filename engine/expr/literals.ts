import { ErrorCode } from '../error-codes.js';
import { problem, type ExprProblem } from './problem.js';

/** What the lexer attaches to a number or string token. */
export interface LiteralScan {
  end: number;
  value: number | string;
  problem?: ExprProblem;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const lower = c | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/** Characters that may not directly follow a number: `1a`, `1.2.3`, `0x1.5` are malformed. */
function isWordChar(c: number): boolean {
  return isDigit(c) || c === 46 || c === 95 || c === 36 || ((c | 0x20) >= 97 && (c | 0x20) <= 122);
}

export function scanNumber(text: string, start: number): LiteralScan | null {
  if (!isDigit(text.charCodeAt(start))) return null;
  let i = start;
  let value: number;
  let error: string | undefined;
  if (text.charCodeAt(i) === 48 && (text.charCodeAt(i + 1) | 0x20) === 120) {
    i += 2;
    const digits = i;
    while (hexValue(text.charCodeAt(i)) >= 0) i++;
    if (i === digits) error = 'a hex number needs digits after "0x"';
    value = parseInt(text.slice(digits, i), 16);
  } else {
    while (isDigit(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) === 46) {
      i++;
      while (isDigit(text.charCodeAt(i))) i++;
    }
    if ((text.charCodeAt(i) | 0x20) === 101) {
      i++;
      const sign = text.charCodeAt(i);
      if (sign === 43 || sign === 45) i++;
      if (!isDigit(text.charCodeAt(i))) error = 'an exponent needs digits';
      while (isDigit(text.charCodeAt(i))) i++;
    }
    value = Number(text.slice(start, i));
  }
  if (isWordChar(text.charCodeAt(i))) {
    while (isWordChar(text.charCodeAt(i))) i++;
    error ??= 'unexpected characters in a number';
  }
  if (error === undefined) return { end: i, value };
  const image = text.slice(start, i);
  const message = `Invalid number "${image}": ${error}`;
  return { end: i, value: NaN, problem: problem(ErrorCode.InvalidExpression, message, start, i - start) };
}

function simpleEscape(kind: string): string {
  switch (kind) {
    case 'n':
      return '\n';
    case 't':
      return '\t';
    case 'r':
      return '\r';
    case 'f':
      return '\f';
    default:
      return kind;
  }
}

/**
 * A quoted string. `\n \t \r \f`, `\xHH` and `\uHHHH` are escapes; a backslash before any
 * other character stands for that character (so `\b` is `b`, as in the reference engine).
 */
export function scanString(text: string, start: number): LiteralScan | null {
  const quote = text.charCodeAt(start);
  if (quote !== 34 && quote !== 39) return null;
  let value = '';
  let chunk = start + 1;
  let bad: ExprProblem | undefined;
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      value += text.slice(chunk, i);
      return bad ? { end: i + 1, value: '', problem: bad } : { end: i + 1, value };
    }
    if (c !== 92) continue;
    value += text.slice(chunk, i);
    const kind = text[i + 1];
    if (kind === undefined) break;
    const width = kind === 'x' ? 2 : kind === 'u' ? 4 : 0;
    if (width === 0) {
      value += simpleEscape(kind);
      i += 1;
    } else {
      const code = hexRun(text, i + 2, width);
      if (code < 0) {
        const message = `Invalid escape "\\${kind}": it needs ${width} hex digits`;
        bad ??= problem(ErrorCode.InvalidEscape, message, i, Math.min(2 + width, text.length - i));
      } else {
        value += String.fromCharCode(code);
      }
      i += code < 0 ? 1 : 1 + width;
    }
    chunk = i + 1;
  }
  const length = text.length - start;
  return {
    end: text.length,
    value: '',
    problem: problem(ErrorCode.UnterminatedString, 'Unterminated string: no closing quote', start, length),
  };
}

function hexRun(text: string, from: number, width: number): number {
  let code = 0;
  for (let k = 0; k < width; k++) {
    const digit = hexValue(text.charCodeAt(from + k));
    if (digit < 0) return -1;
    code = code * 16 + digit;
  }
  return code;
}

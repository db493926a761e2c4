import type { IfOperator, MetaKind, OrNode, Path, PredicateNode, Span } from '../ast.js';
import { ErrorCode } from '../error-codes.js';
import type { Registry } from '../registry.js';
import type { Item } from './item.js';
import { isVariableName, parsePath } from './paths.js';
import { parsePredicateCall } from './predicate.js';
import { fail, type Parsed } from './problem.js';
import { didYouMean } from '../suggest.js';
import { parseVariableRef } from './variable.js';
import { isLetter, isSpace, isWordChar } from './chars.js';

const META: ReadonlyMap<string, MetaKind> = new Map([
  ['meta-left', 'meta-left'],
  ['meta-right', 'meta-right'],
  ['space', 'space'],
  ['newline', 'newline'],
  ['tab', 'tab'],
]);


/**
 * `keyword` and the length of the white space after it (0: the keyword is the whole text, which
 * then has no arguments), or undefined when the text does not start with a keyword.
 */
function splitKeyword(text: string): { keyword: string; space: number } | undefined {
  if (text.length === 0 || !isLetter(text.charCodeAt(0))) return undefined;
  let i = 1;
  while (i < text.length && isWordChar(text.charCodeAt(i))) i++;
  if (i === text.length) return { keyword: text, space: 0 };
  let j = i;
  while (j < text.length && isSpace(text.charCodeAt(j))) j++;
  return j === i ? undefined : { keyword: text.slice(0, i), space: j - i };
}

/**
 * Parses the inside of an instruction tag (`text` is what follows the `.`; `offset` is its
 * position in the source; `span` is the whole tag). Fails (the tag is text) when it is not an
 * instruction.
 */
export function parseInstruction(text: string, offset: number, span: Span, registry: Registry): Parsed<Item> {
  if (text === 'alternates with') return { ok: true, value: { kind: 'alternates', start: span.start, end: span.end } };
  const predicate = wordEndsWithQuestionMark(text) ? parsePredicateCall(text, span.start, span.end, registry) : undefined;
  if (predicate !== undefined) {
    const node: PredicateNode = { type: 'predicate', predicate: predicate.call, viaIf: false, body: [], alternate: null, start: span.start, end: span.end };
    return { ok: true, value: { kind: 'open', node }, problems: predicate.problems };
  }
  const split = splitKeyword(text);
  if (split === undefined) return invalid(text, span);
  const { keyword, space } = split;
  if (space === 0) return bare(keyword, text, span);
  const rest = text.slice(keyword.length + space);
  const restOffset = offset + keyword.length + space;
  const singleSpace = space === 1 && text.charCodeAt(keyword.length) === 32;
  switch (keyword) {
    case 'section':
      return withPath(rest, text, span, (path) => ({ kind: 'open', node: { type: 'section', path, body: [], alternate: null, start: span.start, end: span.end } }));
    case 'repeated':
      if (!singleSpace || !rest.startsWith('section ')) return invalid(text, span);
      return withPath(rest.slice(8), text, span, (path) => ({
        kind: 'open',
        node: { type: 'repeated', path, body: [], alternatesWith: null, alternate: null, start: span.start, end: span.end },
      }));
    case 'or': {
      const call = parsePredicateCall(rest, span.start, span.end, registry);
      if (call === undefined) return invalid(text, span);
      const node: OrNode = { type: 'or', predicate: call.call, body: [], alternate: null, start: span.start, end: span.end };
      return { ok: true, value: { kind: 'or', node }, problems: call.problems };
    }
    case 'alternates':
      return rest === 'with' && singleSpace ? { ok: true, value: { kind: 'alternates', start: span.start, end: span.end } } : invalid(text, span);
    case 'if':
      return parseIf(rest, span, registry);
    case 'var':
      return parseBindVar(rest, restOffset, span, registry);
    case 'ctx':
      return parseCtxVar(rest, span);
    case 'macro':
      return /^\S+$/.test(rest) ? { ok: true, value: { kind: 'open', node: { type: 'macro', name: rest, body: [], start: span.start, end: span.end } } } : invalid(text, span);
    case 'struct':
      return { ok: true, value: { kind: 'open', node: { type: 'struct', label: rest, body: [], start: span.start, end: span.end } } };
    case 'include': {
      const [name, ...args] = rest.split(/\s+/);
      return name ? { ok: true, value: { kind: 'leaf', node: { type: 'include', name, args, start: span.start, end: span.end } } } : invalid(text, span);
    }
    case 'inject': {
      const [name = '', path, ...args] = rest.split(/\s+/);
      if (!isVariableName(name) || !path) return invalid(text, span);
      return { ok: true, value: { kind: 'leaf', node: { type: 'inject', name, path, args, start: span.start, end: span.end } } };
    }
    case 'eval':
      return { ok: true, value: { kind: 'leaf', node: { type: 'eval', code: rest, codeStart: restOffset, start: span.start, end: span.end } } };
    default:
      return invalid(text, span);
  }
}

/** Instructions written without arguments. */
function bare(keyword: string, text: string, span: Span): Parsed<Item> {
  const meta = META.get(keyword);
  if (meta !== undefined) return { ok: true, value: { kind: 'leaf', node: { type: 'meta', kind: meta, start: span.start, end: span.end } } };
  switch (keyword) {
    case 'end':
      return { ok: true, value: { kind: 'end', start: span.start, end: span.end } };
    case 'or':
      return { ok: true, value: { kind: 'or', node: { type: 'or', predicate: null, body: [], alternate: null, start: span.start, end: span.end } } };
    case 'struct':
      return { ok: true, value: { kind: 'open', node: { type: 'struct', label: '', body: [], start: span.start, end: span.end } } };
    case 'eval':
      return { ok: true, value: { kind: 'leaf', node: { type: 'eval', code: '', codeStart: span.end - 1, start: span.start, end: span.end } } };
    default:
      return invalid(text, span);
  }
}

function withPath(pathText: string, text: string, span: Span, make: (path: Path) => Item): Parsed<Item> {
  const path = parsePath(pathText);
  return path === undefined ? invalid(text, span) : { ok: true, value: make(path) };
}

function parseIf(text: string, span: Span, registry: Registry): Parsed<Item> {
  const predicate = wordEndsWithQuestionMark(text) ? parsePredicateCall(text, span.start, span.end, registry) : undefined;
  if (predicate !== undefined) {
    const node: PredicateNode = { type: 'predicate', predicate: predicate.call, viaIf: true, body: [], alternate: null, start: span.start, end: span.end };
    return { ok: true, value: { kind: 'open', node }, problems: predicate.problems };
  }
  const parts = text.includes('&') || text.includes('|') ? text.split(/\s*(&&|\|\|)\s*/) : [text];
  const paths: Path[] = [];
  const operators: IfOperator[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (i % 2 === 1) {
      operators.push(part as IfOperator);
      continue;
    }
    const path = parsePath(part);
    if (path === undefined) return invalid(`if ${text}`, span);
    paths.push(path);
  }
  return { ok: true, value: { kind: 'open', node: { type: 'if', paths, operators, body: [], alternate: null, start: span.start, end: span.end } } };
}

function parseBindVar(text: string, offset: number, span: Span, registry: Registry): Parsed<Item> {
  const match = /^(\S+)(\s+)([\s\S]+)$/.exec(text);
  if (match === null || !isVariableName(match[1] as string)) return invalid(`var ${text}`, span);
  const name = match[1] as string;
  const refText = match[3] as string;
  const ref = parseVariableRef(refText, 0, refText.length, offset + name.length + (match[2] as string).length, registry);
  if (!ref.ok) return ref;
  return { ok: true, value: { kind: 'leaf', node: { type: 'bindvar', name, ...ref.value, start: span.start, end: span.end } } };
}

function parseCtxVar(text: string, span: Span): Parsed<Item> {
  const [name = '', ...pairs] = text.split(/\s+/);
  if (!isVariableName(name) || pairs.length === 0) return invalid(`ctx ${text}`, span);
  const bindings: { key: string; path: Path }[] = [];
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const path = eq > 0 ? parsePath(pair.slice(eq + 1)) : undefined;
    if (path === undefined) return invalid(`ctx ${text}`, span);
    bindings.push({ key: pair.slice(0, eq), path });
  }
  return { ok: true, value: { kind: 'leaf', node: { type: 'ctxvar', name, bindings, start: span.start, end: span.end } } };
}

/** How each instruction is written, for the message when one is written otherwise. */
const USAGE: ReadonlyMap<string, string> = new Map([
  ['section', '{.section name}'],
  ['repeated', '{.repeated section name}'],
  ['alternates', '{.alternates with}'],
  ['or', '{.or} or {.or predicate? args}'],
  ['if', '{.if a && b} or {.if predicate? args}'],
  ['var', '{.var @name path|formatters}'],
  ['ctx', '{.ctx @name key=path …}'],
  ['macro', '{.macro name}'],
  ['include', '{.include name}'],
  ['inject', '{.inject @name file}'],
  ['end', '{.end}'],
]);

function invalid(text: string, span: Span): Parsed<Item> {
  const word = /^[^\s?]*/.exec(text)?.[0] ?? text;
  const usage = USAGE.get(word);
  const message =
    usage === undefined
      ? `Unknown instruction '{.${word}}'${didYouMean(word, INSTRUCTIONS, (s) => `'{.${s}}'`)}`
      : `Invalid instruction '{.${word}}': it is written ${usage}`;
  return fail({ code: ErrorCode.InvalidInstruction, message, start: span.start, end: span.end });
}

/** Every instruction keyword, for "did you mean". */
const INSTRUCTIONS: readonly string[] = [...USAGE.keys(), ...META.keys(), 'struct', 'eval'];

/** Whether the text starts with a word followed by `?`, the shape of a predicate call. */
function wordEndsWithQuestionMark(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 63 /* ? */) return i > 0;
    const word = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45;
    if (!word) return false;
  }
  return false;
}

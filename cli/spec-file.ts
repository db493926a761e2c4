/**
 * The conformance spec format: a file of `:NAME` sections (see shared/conformance/README.md).
 *
 *   :TEMPLATE (or :SOURCE)  template source, as is
 *   :JSON                   data (output specs) or the expected instruction tree (AST specs)
 *   :OUTPUT                 expected output; without it the spec is an AST spec
 *   :PARTIALS / :INJECT     JSON objects, name → source / name → JSON text
 *   :PARAMS                 JSON { locale, now }
 *   :PROPERTIES             key=value (or key: value) lines: locale, now, preprocess
 *   :COMMENTS               ignored
 */

import { parseDataJson } from './data-json.js';

export type SpecKind = 'output' | 'ast';

export interface Spec {
  kind: SpecKind;
  /** The template source, untrimmed (AST specs compile it trimmed). */
  template: string;
  /** Output specs: the data. AST specs: the expected instruction tree. */
  json: unknown;
  /** Output specs only: the expected output, untrimmed. */
  expected: string | undefined;
  partials: Record<string, string>;
  injects: Record<string, string>;
  locale: string;
  now: number | undefined;
  preprocess: boolean;
}

export type ParsedSpec =
  | { status: 'ok'; spec: Spec }
  /** A malformed spec: counts as failed. */
  | { status: 'invalid'; kind: SpecKind; reason: string }
  /** Not a spec at all (no template): skipped. */
  | { status: 'not-a-spec'; reason: string };

export const DEFAULT_LOCALE = 'en-US';

const HEADER = /^:([A-Za-z0-9_-]+)[ \t]*\r?$/;

/**
 * Splits a file into its sections. A section's text runs from the line after its header to the
 * line before the next header, line breaks included; text before the first header belongs to the
 * first section. A repeated section name keeps the last one.
 */
export function splitSections(text: string): Map<string, string> {
  const sections = new Map<string, string>();
  let name: string | undefined;
  let preamble = '';
  let body = '';
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline + 1;
    const line = text.slice(start, newline === -1 ? text.length : newline);
    const header = HEADER.exec(line);
    if (header?.[1] !== undefined) {
      if (name === undefined) {
        body = preamble;
      } else {
        sections.set(name, body);
        body = '';
      }
      name = header[1].toUpperCase();
    } else if (name === undefined) {
      preamble += text.slice(start, end);
    } else {
      body += text.slice(start, end);
    }
    start = end;
  }
  if (name !== undefined) sections.set(name, body);
  return sections;
}

/** Parses a spec file's text. */
export function parseSpec(text: string): ParsedSpec {
  const sections = splitSections(text);
  const template = sections.get('TEMPLATE') ?? sections.get('SOURCE');
  if (template === undefined) return { status: 'not-a-spec', reason: 'no :TEMPLATE or :SOURCE section' };
  const expected = sections.get('OUTPUT');
  const kind: SpecKind = expected === undefined ? 'ast' : 'output';
  const jsonText = sections.get('JSON');
  if (jsonText === undefined && kind === 'ast') {
    return { status: 'not-a-spec', reason: 'neither :OUTPUT nor :JSON' };
  }
  try {
    const json = jsonText === undefined ? {} : parseJson(jsonText, 'JSON', kind === 'output');
    const partials = stringRecord(sections.get('PARTIALS'), 'PARTIALS', false);
    const injects = stringRecord(sections.get('INJECT'), 'INJECT', true);
    const options = runOptions(sections.get('PARAMS'), sections.get('PROPERTIES'));
    return { status: 'ok', spec: { kind, template, json, expected, partials, injects, ...options } };
  } catch (err) {
    return { status: 'invalid', kind, reason: err instanceof Error ? err.message : String(err) };
  }
}

function parseJson(text: string, section: string, data = false): unknown {
  try {
    return data ? parseDataJson(text) : JSON.parse(text);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new Error(`:${section} is not valid JSON: ${detail}`);
  }
}

/** A JSON object of strings; with `stringify`, other values become their JSON text. */
function stringRecord(text: string | undefined, section: string, stringify: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  if (text === undefined || text.trim() === '') return out;
  const value = parseJson(text, section);
  if (!isPlainObject(value)) throw new Error(`:${section} must be a JSON object`);
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') out[key] = item;
    else if (stringify) out[key] = JSON.stringify(item);
    else throw new Error(`:${section}: "${key}" must be a string`);
  }
  return out;
}

function runOptions(
  params: string | undefined,
  properties: string | undefined,
): Pick<Spec, 'locale' | 'now' | 'preprocess'> {
  const settings = new Map<string, unknown>();
  if (params !== undefined && params.trim() !== '') {
    const value = parseJson(params, 'PARAMS');
    if (!isPlainObject(value)) throw new Error(':PARAMS must be a JSON object');
    for (const [key, item] of Object.entries(value)) settings.set(key, item);
  }
  for (const line of (properties ?? '').split('\n')) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    const match = /^([A-Za-z0-9_.-]+)\s*[=:]\s*(.*)$/.exec(text);
    if (!match?.[1]) throw new Error(`:PROPERTIES: cannot read "${text}" (expected key=value)`);
    settings.set(match[1], match[2] ?? '');
  }

  const locale = settings.get('locale') ?? DEFAULT_LOCALE;
  if (typeof locale !== 'string' || locale === '') throw new Error('locale must be a non-empty string');

  const rawNow = settings.get('now');
  let now: number | undefined;
  if (rawNow !== undefined) {
    now = typeof rawNow === 'number' ? rawNow : typeof rawNow === 'string' ? Number(rawNow) : NaN;
    if (!Number.isFinite(now) || (typeof rawNow === 'string' && rawNow.trim() === '')) {
      throw new Error(`now must be epoch milliseconds, got ${JSON.stringify(rawNow)}`);
    }
  }

  const rawPreprocess = settings.get('preprocess');
  const preprocess = rawPreprocess === true || rawPreprocess === 'true';
  return { locale, now, preprocess };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

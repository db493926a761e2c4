/**
 * The design settings a folder declares in its LESS, as the platform reads them: a comment
 * `// tweak: { "type": …, "title": …, "category": … }` (its JSON on one line, or continued on the
 * `//` lines after it) right above a variable definition `@name: default;`. The stylesheets of
 * template.conf are read in order, and the files they import from styles/ after them. A malformed
 * tweak is a warning at its file, line and column and is left out; the site still serves.
 */
import path from 'node:path';
import { readInside } from './folder-files.js';
import { type SiteFolder, type SourceFile } from './types.js';
import { folderWarning, type FolderError } from './folder-error.js';
import { FONT_UNITS, isColor, isFontFamily, TWEAK_TYPES, type FontValue, type Tweak, type TweakType } from '../../domain/design/tweaks.js';

export interface FolderTweaks {
  tweaks: Tweak[];
  warnings: FolderError[];
}

const COMMENT = /^(\s*)\/\/\s*tweak\s*:\s*/;
const VARIABLE = /^\s*@([A-Za-z_][A-Za-z0-9_-]*)\s*:\s*([^;]*?)\s*;/;
const IMPORT = /@import\s*(?:\([^)]*\)\s*)?["']([^"']+)["']/g;
const MAX_FILES = 200;
const RESERVED = new Set(['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf']);

/** Every tweak of the folder's stylesheets (and of the files they import), the first declaration of a name kept. */
export async function readFolderTweaks(folder: SiteFolder): Promise<FolderTweaks> {
  const files = await stylesheetsWithImports(folder);
  const tweaks: Tweak[] = [];
  const warnings: FolderError[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const found = parseTweakComments(file.source, file.path);
    warnings.push(...found.warnings);
    for (const tweak of found.tweaks) {
      if (seen.has(tweak.name)) {
        warnings.push(folderWarning(file.path, tweak.line, 1, `the tweak of @${tweak.name} is declared again (the first one, earlier in the stylesheets, is used)`, 'tweak-duplicate'));
        continue;
      }
      seen.add(tweak.name);
      tweaks.push(tweak);
    }
  }
  return { tweaks, warnings };
}

async function stylesheetsWithImports(folder: SiteFolder): Promise<SourceFile[]> {
  const files: SourceFile[] = [...folder.stylesheets];
  const known = new Set(files.map((f) => f.path));
  for (let at = 0; at < files.length && files.length < MAX_FILES; at++) {
    const file = files[at];
    if (!file) continue;
    for (const match of file.source.matchAll(IMPORT)) {
      const name = match[1] ?? '';
      if (/^[a-z][a-z0-9+.-]*:/i.test(name)) continue;
      const wanted = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), path.posix.extname(name) === '' ? `${name}.less` : name));
      if (!wanted.startsWith('styles/') || known.has(wanted)) continue;
      known.add(wanted);
      const read = await readInside(folder.dir, wanted);
      if (read.ok) files.push({ path: wanted, source: read.value });
    }
  }
  return files;
}

/** The tweaks of one stylesheet's text; `file` names it in warnings and on each tweak. */
export function parseTweakComments(source: string, file: string): FolderTweaks {
  const lines = source.split(/\r?\n/);
  const tweaks: Tweak[] = [];
  const warnings: FolderError[] = [];
  const warn = (line: number, column: number, message: string): void => {
    warnings.push(folderWarning(file, line, column, message, 'tweak-error'));
  };
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index] ?? '';
    const head = COMMENT.exec(text);
    if (!head) continue;
    const line = index + 1;
    const jsonColumn = head[0].length + 1;
    // The JSON: this line's rest, continued on the comment lines after it until its braces close.
    let json = text.slice(head[0].length);
    let last = index;
    while (!balanced(json) && /^\s*\/\//.test(lines[last + 1] ?? '') && !COMMENT.test(lines[last + 1] ?? '')) {
      last += 1;
      json += `\n${(lines[last] ?? '').replace(/^\s*\/\//, '')}`;
    }
    let declared: unknown;
    try {
      declared = JSON.parse(json);
    } catch (e) {
      const at = jsonErrorAt(e as Error, json);
      warn(line + at.line - 1, at.line === 1 ? jsonColumn + at.column - 1 : at.column + 2, `the tweak's JSON is malformed: ${(e as Error).message}; the tweak is left out`);
      index = last;
      continue;
    }
    // The variable it sets: the next line that is neither blank nor another comment.
    let next = last + 1;
    while (next < lines.length && /^\s*(\/\/.*)?$/.test(lines[next] ?? '') && !COMMENT.test(lines[next] ?? '')) next++;
    const variable = VARIABLE.exec(lines[next] ?? '');
    index = last;
    if (!variable) {
      warn(line, (head[1]?.length ?? 0) + 1, 'a tweak comment must stand right above the variable it sets (`@name: value;`); the tweak is left out');
      continue;
    }
    const made = tweakOf(declared, variable[1] ?? '', variable[2] ?? '', file, line);
    if (typeof made === 'string') warn(line, jsonColumn, `${made}; the tweak is left out`);
    else tweaks.push(made);
  }
  return { tweaks, warnings };
}

function balanced(json: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
  }
  return depth <= 0;
}

/** Where in the JSON text its parse error is (1-based line and column), from the position the message names. */
function jsonErrorAt(error: Error, json: string): { line: number; column: number } {
  const position = /position (\d+)/.exec(error.message);
  const offset = position ? Math.min(Number(position[1]), json.length) : 0;
  const before = json.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalText = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** The tweak a comment declares for `@name: raw;`, or what is wrong with it. */
function tweakOf(declared: unknown, name: string, raw: string, file: string, line: number): Tweak | string {
  if (!isRecord(declared)) return 'a tweak must be a JSON object';
  // Values are kept by name in plain objects: a name of Object's own is refused.
  if (RESERVED.has(name)) return `@${name} cannot be a design setting (the name is reserved)`;
  const type = declared['type'];
  if (typeof type !== 'string' || !(TWEAK_TYPES as readonly string[]).includes(type)) return `"type" must be one of ${TWEAK_TYPES.map((t) => `"${t}"`).join(', ')}`;
  const title = optionalText(declared['title']) ?? name;
  const category = optionalText(declared['category']) ?? 'General';
  const target = optionalText(declared['target']);
  const only = optionalText(declared['showOnlyWhenPresent']);
  const base = { name, title, category, file, line, ...(target ? { target } : {}), ...(only ? { showOnlyWhenPresent: only } : {}) };
  const given = declared['default'];
  const value = unquote(typeof given === 'string' || typeof given === 'number' || typeof given === 'boolean' ? String(given) : raw);
  switch (type as TweakType) {
    case 'color':
      if (!isColor(value)) return `the default of @${name} (${value}) is not a colour such as #1f4e79 or rgb(31, 78, 121)`;
      return { ...base, type: 'color', default: value };
    case 'checkbox':
      if (value !== 'true' && value !== 'false') return `the default of @${name} (${value}) must be true or false`;
      return { ...base, type: 'checkbox', default: value === 'true' };
    case 'dropdown': {
      const options = declared['options'];
      if (!Array.isArray(options) || options.length === 0 || !options.every((o): o is string => typeof o === 'string' && o.trim() !== '')) return '"options" must be a list of option names';
      if (!options.includes(value)) return `the default of @${name} (${value}) is not one of its "options"`;
      const quoted = /^["']/.test(raw.trim());
      return { ...base, type: 'dropdown', options: [...new Set(options)], default: value, ...(quoted ? { quoted } : {}) };
    }
    case 'value':
      return valueTweak(base, declared, name, value);
    case 'font': {
      const font = fontOf(value);
      if (!font) return `the default of @${name} (${value}) must be a font: [weight] [size] family, …`;
      return { ...base, type: 'font', default: font };
    }
  }
}

function unquote(text: string): string {
  const t = text.trim();
  const quoted = /^~?(["'])(.*)\1$/.exec(t);
  return quoted ? (quoted[2] ?? '') : t;
}

function valueTweak(base: Omit<Tweak, 'type' | 'default'>, declared: Record<string, unknown>, name: string, value: string): Tweak | string {
  const number = /^(-?(?:\d+\.?\d*|\.\d+))([a-z%]*)$/i.exec(value);
  if (!number) return `the default of @${name} (${value}) must be a number with an optional unit, such as 960px`;
  const initial = Number(number[1]);
  const unit = (number[2] ?? '').toLowerCase();
  const num = (key: string): number | undefined => (typeof declared[key] === 'number' && Number.isFinite(declared[key]) ? (declared[key] as number) : undefined);
  const min = num('min') ?? Math.min(0, initial);
  const max = num('max') ?? Math.max(100, initial * 2);
  const step = num('step') ?? (Number.isInteger(initial) && Number.isInteger(min) && Number.isInteger(max) ? 1 : 0.05);
  if (min >= max) return `"min" (${min}) must be below "max" (${max})`;
  if (step <= 0) return '"step" must be above 0';
  if (initial < min || initial > max) return `the default of @${name} (${value}) is outside "min" ${min} and "max" ${max}`;
  return { ...base, type: 'value', min, max, step, unit, default: initial };
}

const WEIGHT = /^(normal|bold|[1-9]00)$/i;
const SIZE = new RegExp(`^(\\d+\\.?\\d*|\\.\\d+)(${FONT_UNITS.join('|')})(?:/\\S+)?$`);

/** `[weight] [size[/line-height]] family, …` (as the CSS `font` shorthand starts), or undefined. */
export function fontOf(text: string): FontValue | undefined {
  let rest = text.trim();
  const font: Partial<FontValue> = {};
  const take = (pattern: RegExp): RegExpExecArray | null => {
    const word = /^(\S+)\s+/.exec(rest);
    const found = word ? pattern.exec(word[1] ?? '') : null;
    if (found && word) rest = rest.slice(word[0].length);
    return found;
  };
  const weight = take(WEIGHT);
  if (weight) font.weight = weight[1] === 'normal' ? 400 : weight[1] === 'bold' ? 700 : Number(weight[1]);
  const size = take(SIZE);
  if (size) {
    font.size = Number(size[1]);
    font.unit = size[2] ?? 'px';
  }
  if (!isFontFamily(rest)) return undefined;
  return { ...font, family: rest };
}

/**
 * The owner's design settings (the platform's Style Editor, spec 001): the tweaks a site folder
 * declares in its LESS (`// tweak: {…}` above a variable, site/folder/tweak-comments.ts), the
 * values the owner gives them, and the rules every value must meet. Shared by the admin's Design
 * screen and the server (which refuses anything else before it reaches a stylesheet).
 */

export const TWEAK_TYPES = ['color', 'font', 'value', 'dropdown', 'checkbox'] as const;
export type TweakType = (typeof TWEAK_TYPES)[number];

/** A font setting: the family stack always, size and weight when the folder's default has them. */
export interface FontValue {
  family: string;
  size?: number;
  /** `px`, `rem` or `em`; present with `size`. */
  unit?: string;
  weight?: number;
}

export type TweakValue = string | number | boolean | FontValue;
/** The owner's values by tweak name (the LESS variable without `@`); absent: the folder's default. */
export type DesignValues = Readonly<Record<string, TweakValue>>;

interface TweakBase {
  /** The LESS variable the tweak sets, without `@` (`accentColor`, `tweak-site-width`). */
  name: string;
  title: string;
  category: string;
  /** A selector of the elements it styles (kept as the folder wrote it). */
  target?: string;
  /** A selector: the platform shows the tweak only when a page has such an element (kept). */
  showOnlyWhenPresent?: string;
  /** Where it is declared (`styles/base.less`), 1-based line of its comment. */
  file: string;
  line: number;
}

export interface ColorTweak extends TweakBase {
  type: 'color';
  default: string;
}
export interface FontTweak extends TweakBase {
  type: 'font';
  default: FontValue;
}
export interface ValueTweak extends TweakBase {
  type: 'value';
  min: number;
  max: number;
  step: number;
  /** The default's unit (`px`, `rem`, `%`, or empty). */
  unit: string;
  default: number;
}
export interface DropdownTweak extends TweakBase {
  type: 'dropdown';
  options: string[];
  default: string;
  /** The folder writes its value as a quoted string (`"Grid"`), not a keyword (`Grid`). */
  quoted?: boolean;
}
export interface CheckboxTweak extends TweakBase {
  type: 'checkbox';
  default: boolean;
}

export type Tweak = ColorTweak | FontTweak | ValueTweak | DropdownTweak | CheckboxTweak;

/** The design part of the content store (versioned, with history). */
export const DESIGN_PART = 'design';

export const FONT_UNITS = ['px', 'rem', 'em'] as const;
export const FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/** Font families offered besides the folder's own default (stacks that need no web font). */
export const FONT_FAMILIES: readonly string[] = [
  "Georgia, 'Times New Roman', serif",
  "Charter, 'Iowan Old Style', Georgia, serif",
  "'Palatino Linotype', Palatino, 'Book Antiqua', serif",
  "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  "'Helvetica Neue', Helvetica, Arial, sans-serif",
  "'Gill Sans', 'Trebuchet MS', system-ui, sans-serif",
  "Verdana, Geneva, sans-serif",
  "'Courier New', Courier, monospace",
  "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = '\\s*-?(?:\\d+\\.?\\d*|\\.\\d+)%?\\s*';
const FUNCTIONAL = new RegExp(`^(?:rgba?|hsla?)\\((?:${NUM},${NUM},${NUM}(?:,${NUM})?|${NUM}${NUM}${NUM}(?:/${NUM})?)\\)$`, 'i');
/** A family stack: names (quoted or not) separated by commas; nothing that could end a declaration. */
const NAME = `(?:'[A-Za-z0-9 _-]{1,60}'|"[A-Za-z0-9 _-]{1,60}"|-?[A-Za-z][A-Za-z0-9 _-]{0,59})`;
const FAMILY = new RegExp(`^\\s*${NAME}(?:\\s*,\\s*${NAME})*\\s*$`);
const MAX_FAMILY = 200;

/** A colour as a stylesheet takes it: `#rgb`, `#rrggbb` (with alpha too), `rgb()`/`rgba()`/`hsl()`/`hsla()` of numbers. */
export function isColor(text: string): boolean {
  return text.length <= 80 && (HEX.test(text.trim()) || FUNCTIONAL.test(text.trim()));
}

/** The colour as `#rrggbb` for a colour picker (alpha dropped); undefined when it is not one the picker can show. */
export function colorAsHex(text: string): string | undefined {
  const t = text.trim().toLowerCase();
  if (/^#[0-9a-f]{6}([0-9a-f]{2})?$/.test(t)) return t.slice(0, 7);
  if (/^#[0-9a-f]{3}([0-9a-f])?$/.test(t)) return `#${[...t.slice(1, 4)].map((c) => c + c).join('')}`;
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(t);
  if (rgb) return `#${rgb.slice(1, 4).map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0')).join('')}`;
  return undefined;
}

export function isFontFamily(text: string): boolean {
  return text.length <= MAX_FAMILY && FAMILY.test(text);
}

/** The value's words as they appear in a class name: `Wide Layout` → `wide-layout`, `siteWidth` → `site-width`. */
export function classWords(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The body class part of a tweak: its variable's name in class words, without a leading `tweak-`
 * (`@tweak-site-layout` and `@siteLayout` both give `site-layout`).
 */
export function tweakClassName(tweak: Pick<Tweak, 'name'>): string {
  return classWords(tweak.name).replace(/^tweak-/, '');
}

/**
 * The body classes a tweak sets with this value, as the platform names them: a checkbox that is on
 * gives `tweak-<name>`, a dropdown `tweak-<name>-<option>`; the other types none.
 */
export function tweakBodyClasses(tweak: Tweak, value: TweakValue): string[] {
  if (tweak.type === 'checkbox') return value === true ? [`tweak-${tweakClassName(tweak)}`] : [];
  if (tweak.type === 'dropdown' && typeof value === 'string') return [`tweak-${tweakClassName(tweak)}-${classWords(value)}`];
  return [];
}

export type ValueCheck = { ok: true; value: TweakValue } | { ok: false; message: string };

const fail = (message: string): ValueCheck => ({ ok: false, message });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether `value` is one the tweak takes; a clear message naming what is wrong when it is not. */
export function checkTweakValue(tweak: Tweak, value: unknown): ValueCheck {
  switch (tweak.type) {
    case 'color':
      return typeof value === 'string' && isColor(value) ? { ok: true, value: value.trim() } : fail(`"${tweak.title}" must be a colour such as #1f4e79 or rgb(31, 78, 121).`);
    case 'value': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail(`"${tweak.title}" must be a number.`);
      if (value < tweak.min || value > tweak.max) return fail(`"${tweak.title}" must be between ${tweak.min} and ${tweak.max}${tweak.unit}.`);
      return { ok: true, value };
    }
    case 'dropdown':
      return typeof value === 'string' && tweak.options.includes(value) ? { ok: true, value } : fail(`"${tweak.title}" must be one of: ${tweak.options.join(', ')}.`);
    case 'checkbox':
      return typeof value === 'boolean' ? { ok: true, value } : fail(`"${tweak.title}" must be on or off (true or false).`);
    case 'font':
      return checkFont(tweak, value);
  }
}

function checkFont(tweak: FontTweak, value: unknown): ValueCheck {
  if (!isObject(value)) return fail(`"${tweak.title}" must be a font: a family, and a size and weight where the design has them.`);
  const extra = Object.keys(value).find((key) => !['family', 'size', 'unit', 'weight'].includes(key));
  if (extra !== undefined) return fail(`"${tweak.title}" has an unknown font field "${extra}".`);
  const { family, size, unit, weight } = value;
  if (typeof family !== 'string' || !isFontFamily(family)) return fail(`"${tweak.title}": the font family must be font names separated by commas (letters, digits, spaces, dashes; names may be quoted).`);
  const font: FontValue = { family: family.trim() };
  if (tweak.default.size !== undefined) {
    if (typeof size !== 'number' || !Number.isFinite(size) || size <= 0 || size > 400) return fail(`"${tweak.title}": the font size must be a number above 0 and at most 400.`);
    if (typeof unit !== 'string' || !(FONT_UNITS as readonly string[]).includes(unit)) return fail(`"${tweak.title}": the font size unit must be one of ${FONT_UNITS.join(', ')}.`);
    font.size = size;
    font.unit = unit;
  } else if (size !== undefined || unit !== undefined) return fail(`"${tweak.title}" sets only the font family.`);
  if (tweak.default.weight !== undefined) {
    if (typeof weight !== 'number' || !(FONT_WEIGHTS as readonly number[]).includes(weight)) return fail(`"${tweak.title}": the font weight must be one of ${FONT_WEIGHTS.join(', ')}.`);
    font.weight = weight;
  } else if (weight !== undefined) return fail(`"${tweak.title}" has no font weight to set.`);
  return { ok: true, value: font };
}

export interface DesignIssue {
  /** `values.<name>`. */
  path: string;
  message: string;
}

/** The values checked against the tweaks: every issue (unknown names included), and the accepted values. */
export function checkDesignValues(tweaks: readonly Tweak[], values: Readonly<Record<string, unknown>>): { values: Record<string, TweakValue>; issues: DesignIssue[] } {
  const byName = new Map(tweaks.map((t) => [t.name, t]));
  const accepted: Record<string, TweakValue> = {};
  const issues: DesignIssue[] = [];
  for (const [name, value] of Object.entries(values)) {
    const tweak = byName.get(name);
    if (tweak === undefined) {
      issues.push({ path: `values.${name}`, message: `The site's design has no setting "${name}".` });
      continue;
    }
    const checked = checkTweakValue(tweak, value);
    if (checked.ok) accepted[name] = checked.value;
    else issues.push({ path: `values.${name}`, message: checked.message });
  }
  return { values: accepted, issues };
}

/**
 * The values a stylesheet is compiled with: the stored ones that still fit the folder's tweaks
 * (a tweak removed or changed since leaves its stored value out), the defaults for the rest.
 */
export function effectiveValues(tweaks: readonly Tweak[], stored: unknown): Record<string, TweakValue> {
  const values: Record<string, TweakValue> = {};
  const given = isObject(stored) ? stored : {};
  for (const tweak of tweaks) {
    const own = Object.hasOwn(given, tweak.name) ? checkTweakValue(tweak, given[tweak.name]) : undefined;
    values[tweak.name] = own?.ok ? own.value : tweak.default;
  }
  return values;
}

/** The body classes of every dropdown and checkbox tweak with these values, in the folder's order. */
export function designBodyClasses(tweaks: readonly Tweak[], values: Readonly<Record<string, TweakValue>>): string[] {
  return tweaks.flatMap((tweak) => tweakBodyClasses(tweak, values[tweak.name] ?? tweak.default));
}

/** The tweaks by category, categories in the order they first appear. */
export function tweaksByCategory<T extends Pick<Tweak, 'category'>>(tweaks: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const tweak of tweaks) {
    const list = groups.get(tweak.category);
    if (list) list.push(tweak);
    else groups.set(tweak.category, [tweak]);
  }
  return [...groups];
}

/** Two values are the same setting (fonts field by field). */
export function sameValue(a: TweakValue | undefined, b: TweakValue | undefined): boolean {
  if (isObject(a) && isObject(b)) return a.family === b.family && a.size === b.size && a.unit === b.unit && a.weight === b.weight;
  return a === b;
}

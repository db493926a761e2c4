import { FORM_MESSAGES as M } from './form-messages.js';
import type { FormField, SiteForm } from './site-form.js';
import { isVisitorEmail } from '../email-address.js';
import { isJsonObject } from '../json-object.js';

/** Longest single answer without a field maximum, and longest part of a multi-part answer. */
export const MAX_FIELD_TEXT = 5000;
export const MAX_PART_TEXT = 200;

/** Most parts a multi-part field sends. */
const MAX_PARTS: Readonly<Record<string, number>> = { name: 4, address: 6, date: 3, time: 4, phone: 4 };

export interface CheckedForm {
  /** Field id to the kept (trimmed) value; empty optional fields and sections are left out. */
  data: Record<string, unknown>;
  /** Field id to the message of the first rule its answer breaks. */
  errors: Record<string, string>;
}

/** One answer checked: the value kept, the rule it breaks, or nothing answered. */
export type AnswerCheck = { value: unknown } | { error: string } | { empty: true };
type Check = AnswerCheck;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Validates a submission's `form` map (field id to sanitized value, spec §3) against the form:
 * every field kind's rules of spec §5, errors keyed by field id. Ids the form does not have are
 * errors too; section fields take no answer.
 */
export function checkFormAnswers(form: SiteForm, answers: Record<string, unknown>): CheckedForm {
  const data: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const known = new Set<string>();
  for (const field of form.fields) {
    known.add(field.id);
    if (field.type === 'section') continue;
    const result = checkField(field, answers[field.id]);
    if ('error' in result) errors[field.id] = result.error;
    else if ('empty' in result) {
      if (field.required === true) errors[field.id] = M.required;
    } else data[field.id] = result.value;
  }
  for (const id of Object.keys(answers)) if (!known.has(id)) errors[id.slice(0, 64)] = M.unknownField;
  return { data, errors };
}

/**
 * One field's answer against its kind's rules (no Required rule: `empty` says nothing was
 * answered). The browser's form widget runs the same checks before sending.
 */
export function checkAnswer(field: FormField, raw: unknown): AnswerCheck {
  return checkField(field, raw);
}

/** The message of one field's answer, Required included; undefined when it is fine. */
export function answerError(field: FormField, raw: unknown): string | undefined {
  if (field.type === 'section') return undefined;
  const result = checkField(field, raw);
  if ('error' in result) return result.error;
  return 'empty' in result && field.required === true ? M.required : undefined;
}

function checkField(field: FormField, raw: unknown): Check {
  // A hidden field sends the page's query value under its name, else its own value.
  if (field.type === 'hidden' && (raw === undefined || raw === null || raw === '')) raw = field.value;
  if (raw === undefined || raw === null) return { empty: true };
  switch (field.type) {
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return checkParts(field, raw);
    case 'checkbox':
      return checkChoices(field, raw);
    case 'radio':
    case 'select':
      return checkChoice(field, raw);
    case 'likert':
      return checkLikert(field, raw);
    default:
      return checkText(field, raw);
  }
}

function text(raw: unknown, max: number): { value: string } | { error: string } {
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') return { error: M.badShape };
  const value = String(raw).trim();
  if (CONTROL.test(value)) return { error: M.badText };
  if (value.length > max) return { error: M.tooLong };
  return { value };
}

function checkText(field: FormField, raw: unknown): Check {
  const max = typeof field.maxLength === 'number' && field.maxLength > 0 ? field.maxLength : MAX_FIELD_TEXT;
  const t = text(raw, max);
  if ('error' in t) return t;
  if (t.value === '') return { empty: true };
  if (field.type === 'email' && !isVisitorEmail(t.value)) return { error: M.email };
  if (field.type === 'number' && !NUMBER.test(t.value)) return { error: M.number };
  if (field.type === 'currency' && !AMOUNT.test(withoutSymbol(field, t.value))) return { error: M.amount };
  if (field.type === 'website' && !isWebAddress(t.value)) return { error: M.website };
  return t;
}

const NUMBER = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/;
/** A currency answer without the field's symbol typed before it ("$12.50" → "12.50"). */
function withoutSymbol(field: FormField, value: string): string {
  const symbol = typeof field['currencySymbol'] === 'string' && field['currencySymbol'] !== '' ? field['currencySymbol'] : '$';
  return value.startsWith(symbol) ? value.slice(symbol.length).trim() : value;
}

/** An amount of money: digits with thousands separators and at most two decimals (12, 1,250.00, 9.5). */
const AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** An http(s) address, or a bare host name such as example.com (read as https). */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

function checkParts(field: FormField, raw: unknown): Check {
  if (!Array.isArray(raw)) return { error: M.badShape };
  const parts: string[] = [];
  for (const item of raw) {
    const t = text(item ?? '', MAX_PART_TEXT);
    if ('error' in t) return t;
    parts.push(t.value);
  }
  if (field.type === 'phone' && parts.length === 3) parts.unshift('');
  if (parts.length > (MAX_PARTS[field.type] ?? 6)) return { error: M.badParts };
  // A time's AM/PM select always holds a value: the answer is empty when the clock parts are.
  const answered = field.type === 'time' ? parts.slice(0, 3) : parts;
  if (answered.every((p) => p === '')) return { empty: true };
  const error = field.type === 'date' ? dateError(parts) : field.type === 'time' ? timeError(parts) : field.type === 'phone' ? phoneError(parts) : undefined;
  return error ? { error } : { value: parts };
}

/** Month, day, year: a real calendar day. */
function dateError(parts: string[]): string | undefined {
  if (parts.length !== 3 || !parts.every((p) => /^\d{1,4}$/.test(p))) return M.badDate;
  const [month, day, year] = parts.map(Number) as [number, number, number];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return M.badDate;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > last ? M.badDate : undefined;
}

/** Hour, minute, optional second, optional AM/PM (hour 1–12 with it, 0–23 without). */
function timeError(given: readonly string[]): string | undefined {
  const parts = [...given];
  const ampm = parts.length > 2 && /^(AM|PM)$/i.test(parts[parts.length - 1] ?? '') ? parts.pop() : undefined;
  const [hour, minute, second = '0'] = parts;
  if (parts.length < 2 || parts.length > 3 || ![hour, minute, second === '' ? '0' : second].every((p) => /^\d{1,2}$/.test(p ?? ''))) return M.badTime;
  const h = Number(hour);
  if (ampm ? h < 1 || h > 12 : h > 23) return M.badTime;
  return Number(minute) > 59 || Number(second || '0') > 59 ? M.badTime : undefined;
}

/** Country code (optional, may start with +), area code, prefix, line: digits, 4 to 15 in all. */
function phoneError(parts: string[]): string | undefined {
  const [country = '', ...rest] = parts;
  if (!/^\+?\d{0,4}$/.test(country) || !rest.every((p) => /^\d*$/.test(p))) return M.badPhone;
  const digits = rest.join('').length + country.replace('+', '').length;
  return digits < 4 || digits > 15 ? M.badPhone : undefined;
}

function options(field: FormField): string[] {
  return Array.isArray(field.options) ? field.options.filter((o): o is string => typeof o === 'string') : [];
}

function checkChoices(field: FormField, raw: unknown): Check {
  const list = Array.isArray(raw) ? raw : [raw];
  if (!list.every((v) => typeof v === 'string')) return { error: M.badShape };
  const chosen = [...new Set((list as string[]).map((v) => v.trim()).filter((v) => v !== ''))];
  if (chosen.length === 0) return { empty: true };
  const offered = options(field);
  return chosen.every((v) => offered.includes(v)) ? { value: chosen } : { error: M.notAnOption };
}

function checkChoice(field: FormField, raw: unknown): Check {
  if (typeof raw !== 'string') return { error: M.badShape };
  const value = raw.trim();
  if (value === '') return { empty: true };
  return options(field).includes(value) ? { value } : { error: M.notAnOption };
}

/** Question to the checked answers; no answer is required. */
function checkLikert(field: FormField, raw: unknown): Check {
  if (!isJsonObject(raw)) return { error: M.badShape };
  const questions = Array.isArray(field.questions) ? field.questions : [];
  const offered = options(field);
  const value: Record<string, string[]> = {};
  for (const [question, answer] of Object.entries(raw)) {
    if (!questions.includes(question)) return { error: M.notAnOption };
    const list = Array.isArray(answer) ? answer : [answer];
    if (!list.every((a) => typeof a === 'string' && offered.includes(a))) return { error: M.notAnOption };
    if (list.length > 0) value[question] = list as string[];
  }
  return Object.keys(value).length === 0 ? { empty: true } : { value };
}

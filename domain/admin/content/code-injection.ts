/**
 * Code the owner injects into every page: the header code goes where a layout writes
 * `{squarespace-headers}` (inside `<head>`), the footer code where it writes
 * `{squarespace-footers}` (before `</body>`). It is the owner's own code, kept as written.
 */
import { z } from 'zod';
import { isJsonObject } from '../../json-object.js';
import { CODE_MAX } from './limits.js';

const code = z.string().max(CODE_MAX, `Code may be at most ${String(CODE_MAX)} characters.`);

export const codeInjectionSchema = z.object({ header: code, footer: code }).strict();

export type CodeInjection = z.output<typeof codeInjectionSchema>;

const codeOf = (section: unknown): string => (isJsonObject(section) && typeof section['code'] === 'string' ? section['code'] : '');

/** The code of the stored `site-header-footer` setting (`{ header: { code }, footer: { code } }`). */
export function codeInjectionOf(stored: unknown): CodeInjection {
  return isJsonObject(stored) ? { header: codeOf(stored['header']), footer: codeOf(stored['footer']) } : { header: '', footer: '' };
}

/**
 * A live kind showing one of the site's forms chosen by id in its settings (the form block's
 * form, the newsletter block's mailing list): the id is checked against the forms the site holds,
 * and a page showing one carries the forms island with the site's captcha.
 */
import { MESSAGES } from '../../../../domain/admin/content/limits.js';
import type { JsonObject } from '../../../../domain/json-object.js';
import type { SiteContent } from '../../../content/types.js';
import type { ZodType, ZodTypeDef } from 'zod';
import type { BlockKind } from '../../../../domain/layout/block-kinds.js';
import { captchaOf } from '../../captcha/site-captcha.js';
import type { LiveBlockDefinition } from './live-block.js';

type StringKey<S> = { [K in keyof S]: S[K] extends string ? K : never }[keyof S] & string;

export interface SiteFormBlock<S extends Record<string, unknown>> {
  /** The settings field holding the form's id. */
  idField: StringKey<S>;
  /** The site's forms this kind chooses among, by id. */
  formsIn(content: SiteContent): Map<string, JsonObject>;
  /** The editor's message when the site has none of them (else only an unknown id is refused). */
  noneMessage?: string;
  /** The template's data, with the chosen form (undefined when the site no longer has it). */
  data(settings: S, form: JsonObject | undefined): JsonObject;
}

/** The kind, its settings' schema (whose output is the settings), the settings of a new block, and the form's part. */
export function siteFormBlock<S extends Record<string, unknown>>(
  kind: BlockKind,
  settings: ZodType<S, ZodTypeDef, unknown>,
  defaults: (variant: string | undefined) => S,
  spec: SiteFormBlock<S>,
): LiveBlockDefinition<S> {
  const { idField, formsIn, noneMessage } = spec;
  return {
    kind,
    settings: settings as ZodType<S>,
    defaults,
    check(settings, env) {
      const forms = formsIn(env.content);
      if (forms.size === 0 && noneMessage !== undefined) return [{ path: idField, message: noneMessage }];
      const id = settings[idField] as string;
      return forms.has(id) ? [] : [{ path: idField, message: MESSAGES.option(id) }];
    },
    data: (settings, env) => spec.data(settings, formsIn(env.content).get(settings[idField] as string)),
    islands: (settings, env) => (formsIn(env.content).has(settings[idField] as string) ? { forms: { captcha: captchaOf(env.content.website) } } : undefined),
  };
}

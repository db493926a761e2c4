/** Settings fields several block kinds share, with the messages the editor shows. */
import { z } from 'zod';
import { isLinkUrl, LINK_URL_MESSAGE } from '../../../../domain/layout/link-url.js';
import { cleanRichText } from '../../../content/rich-text.js';

/** Rich text (headings, lists, links, bold/italic, quotes), stored cleaned of anything that runs. */
export const richText = (max = 50_000) =>
  z.string({ invalid_type_error: 'The text is HTML text.' }).max(max, `The text is at most ${max} characters.`).transform((html) => cleanRichText(html));

/** Plain text (printed escaped); `required`: not blank. */
export const plainText = (name: string, max: number, required = false) =>
  z
    .string({ invalid_type_error: `${name} is text.`, required_error: `${name} is required.` })
    .max(max, `${name} is at most ${max} characters.`)
    .refine((text) => !required || text.trim() !== '', `${name} is required.`);

export const linkUrl = z.string({ invalid_type_error: LINK_URL_MESSAGE, required_error: LINK_URL_MESSAGE }).refine(isLinkUrl, LINK_URL_MESSAGE);

/** A block's optional link and whether it opens in a new window. */
export const optionalLinkFields = { link: linkUrl.optional(), newWindow: z.boolean().optional() };

/** The template's `link` (href, newWindow) of a block with `optionalLinkFields`; nothing without a link. */
export const linkData = (s: { link?: string | undefined; newWindow?: boolean | undefined }): { link?: { href: string; newWindow: boolean } } =>
  s.link ? { link: { href: s.link, newWindow: s.newWindow === true } } : {};

export const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values as unknown as [T[number], ...T[number][]], { errorMap: () => ({ message: `${name} is one of ${values.join(', ')}.` }) });

/** Field rules shared by the content schemas. */
import { z } from 'zod';
import { isInternalUrl, RESERVED_SEGMENTS, urlIdProblem } from '../../content/url-segment.js';
import { MESSAGES, TITLE_MAX, URL_MAX } from './limits.js';
import { EMAIL_ADDRESS } from '../../email-address.js';

export const title = z
  .string({ required_error: MESSAGES.title, invalid_type_error: MESSAGES.title })
  .trim()
  .min(1, MESSAGES.title)
  .max(TITLE_MAX, MESSAGES.titleLength);

export const optionalText = (max: number, label: string) =>
  z.string().max(max, `${label} may be at most ${String(max)} characters.`).optional();

/** An item's URL segment; empty means "made from the title" (the server does it). */
export const itemUrlId = z.string().trim().max(200, MESSAGES.urlLength).superRefine((value, ctx) => {
  if (value !== '' && urlIdProblem(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.pageUrl(value) });
});

/** A collection's or page's URL segment (its URL `/<segment>` at most URL_MAX long): also not one the platform serves itself. */
export const topUrlId = z.string().trim().max(URL_MAX - 1, MESSAGES.urlLength).superRefine((value, ctx) => {
  if (value === '' || urlIdProblem(value) || RESERVED_SEGMENTS.has(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.pageUrl(value) });
});

const ABSOLUTE = /^(https?:\/\/[^\s/]+[^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ()-]+)$/i;

/** A link a visitor follows: a site path (`/blog`) or an http(s), mailto or tel URL. */
export const linkUrl = z.string().trim().superRefine((value, ctx) => {
  if (value.length > URL_MAX) ctx.addIssue({ code: 'custom', message: MESSAGES.urlLength });
  else if (!(isInternalUrl(value) && !/\s/.test(value)) && !ABSOLUTE.test(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.pageUrl(value) });
});

/** An absolute http(s) URL (social profiles, images). */
export const webUrl = z.string().trim().superRefine((value, ctx) => {
  if (value.length > URL_MAX) ctx.addIssue({ code: 'custom', message: MESSAGES.urlLength });
  else if (!/^https?:\/\/[^\s/]+\.[^\s/]+[^\s]*$/i.test(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.link });
});

/** An image address: an http(s) URL, a site path or a data: image. */
export const imageUrl = z.string().trim().superRefine((value, ctx) => {
  if (value.length > URL_MAX && !value.startsWith('data:image/')) ctx.addIssue({ code: 'custom', message: MESSAGES.urlLength });
  else if (!/^(https?:\/\/\S+|\/(?!\/)\S*|data:image\/\S+)$/i.test(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.pageUrl(value) });
});

export const email = z.string().trim().max(254, MESSAGES.email).regex(EMAIL_ADDRESS, MESSAGES.email);

/** A list of names (tags, categories), each at most `max` long and present once. */
export const names = (max: number, lengthMessage: string, tagType: string, count: number) =>
  z.array(z.string().trim().min(1, `A ${tagType} may not be empty.`).max(max, lengthMessage)).max(count, `At most ${String(count)} of them.`).superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((name, at) => {
      const key = name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [at], message: MESSAGES.exists(tagType) });
      seen.add(key);
    });
  });

/** A moment as milliseconds since 1970 (what the content stores). */
export const timestamp = z.number({ invalid_type_error: 'Please enter a date and time.' }).int().min(0).max(8.64e15);

/** The body of every versioned save: the edit and the version it was based on. */
export const versioned = <S extends z.ZodTypeAny>(value: S) =>
  z.object({ expectedVersion: z.number().int().min(0), value }).strict();

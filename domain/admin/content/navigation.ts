/** The site's navigations (`mainNav`, `footerNav`…): links, and folders holding links. */
import { z } from 'zod';
import { linkUrl, title } from './fields.js';

export interface NavLinkInput {
  title: string;
  url: string;
  newWindow?: boolean | undefined;
  items?: NavLinkInput[] | undefined;
}

export const navLinkSchema: z.ZodType<NavLinkInput, z.ZodTypeDef, unknown> = z.lazy(() =>
  z
    .object({
      title,
      url: linkUrl,
      newWindow: z.boolean().optional(),
      items: z.array(navLinkSchema).max(100, 'A folder may hold at most 100 links.').optional(),
    })
    .strict(),
);

export const navigationSchema = z.record(
  z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'A navigation name must be letters, digits and "_", starting with a letter.'),
  z.array(navLinkSchema).max(100, 'A navigation may hold at most 100 links.'),
);

export type Navigation = Record<string, NavLinkInput[]>;

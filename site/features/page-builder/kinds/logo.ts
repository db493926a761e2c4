import { z } from 'zod';
import { defineBlock } from '../block-definition.js';
import { readWebsiteSettings } from '../../../../domain/content/website-settings.js';

const settings = z.object({ linkHome: z.boolean({ invalid_type_error: 'Choose whether the logo links home.' }) }).strict();

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The site's logo image (website `logoImageUrl`), else its title, linking home. */
export const logoBlock = defineBlock({
  kind: 'logo',
  settings,
  defaults: () => ({ linkHome: true }),
  data: (s, env) => {
    const logo = text(env.content.website['logoImageUrl']);
    return { siteTitle: readWebsiteSettings(env.content.website).siteTitle, linkHome: s.linkHome, ...(logo.startsWith('/') || logo.startsWith('https://') ? { logoUrl: logo } : {}) };
  },
});

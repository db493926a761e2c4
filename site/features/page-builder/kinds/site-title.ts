import { z } from 'zod';
import { defineBlock } from '../block-definition.js';
import { readWebsiteSettings } from '../../../../domain/content/website-settings.js';
import { oneOf } from './kind-fields.js';

const settings = z.object({ level: oneOf('The heading level', ['h1', 'h2', 'p'] as const) }).strict();

/** The site's title (website settings) as a heading linking home. */
export const siteTitleBlock = defineBlock({
  kind: 'site-title',
  settings,
  defaults: () => ({ level: 'p' as const }),
  data: (s, env) => ({ siteTitle: readWebsiteSettings(env.content.website).siteTitle, level: s.level }),
});

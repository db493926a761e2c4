import { z } from 'zod';
import type { BlockDefinition } from '../block-definition.js';
import { readWebsiteSettings } from '../../../../domain/content/website-settings.js';
import { oneOf } from './kind-fields.js';

const settings = z.object({ level: oneOf('The heading level', ['h1', 'h2', 'p'] as const) }).strict();
type SiteTitleSettings = z.infer<typeof settings>;

/** The site's title (website settings) as a heading linking home. */
export const siteTitleBlock: BlockDefinition<SiteTitleSettings> = {
  kind: 'site-title',
  settings,
  defaults: () => ({ level: 'p' }),
  data: (s, env) => ({ siteTitle: readWebsiteSettings(env.content.website).siteTitle, level: s.level }),
};

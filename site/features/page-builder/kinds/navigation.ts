import { z } from 'zod';
import { defineBlock } from '../block-definition.js';
import { navigationItems } from '../../../content/navigation.js';
import { plainText } from './kind-fields.js';

const settings = z
  .object({
    navigationId: z.string({ invalid_type_error: 'Choose a navigation.' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'Choose a navigation.'),
    label: plainText('The label', 100),
  })
  .strict();

/**
 * A navigation of the site (a cover page's links). Its data is `{ items }` as
 * `<squarespace:navigation>` gives it, so a folder's `blocks/navigation.block` draws it too.
 */
export const navigationBlock = defineBlock({
  kind: 'navigation',
  settings,
  defaults: () => ({ navigationId: 'mainNav', label: 'Main' }),
  data: (s, env) => ({ label: s.label || 'Site', items: navigationItems(env.content.navigation[s.navigationId] ?? [], env.content, env.path) as unknown as Record<string, unknown>[] }),
});

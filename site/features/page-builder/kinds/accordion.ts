import { z } from 'zod';
import { defineBlock } from '../block-definition.js';
import { cleanRichText } from '../../../content/rich-text.js';
import { plainText, richText } from './kind-fields.js';

export const ACCORDION_MAX_ITEMS = 30;

const settings = z
  .object({
    items: z
      .array(z.object({ title: plainText('The title', 200, true), html: richText(20_000) }).strict(), { invalid_type_error: 'Items are a list.' })
      .min(1, 'An accordion has at least one item.')
      .max(ACCORDION_MAX_ITEMS, `An accordion has at most ${ACCORDION_MAX_ITEMS} items.`),
    openFirst: z.boolean().optional(),
  })
  .strict();

/** Questions and answers: each item a `<details>` a visitor opens without any script. */
export const accordionBlock = defineBlock({
  kind: 'accordion',
  settings,
  defaults: () => ({ items: [{ title: 'A question', html: '<p>Its answer.</p>' }] }),
  data: (s) => ({ items: s.items.map((item, at) => ({ title: item.title, html: cleanRichText(item.html), open: at === 0 && s.openFirst === true })) }),
});

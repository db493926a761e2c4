import { z } from 'zod';
import { defineBlock } from '../block-definition.js';
import { cleanRichText } from '../../../content/rich-text.js';
import { richText } from './kind-fields.js';

const settings = z.object({ html: richText() }).strict();

/** Rich text: stored cleaned, and cleaned again as it renders (text stored before a rule changed). */
export const textBlock = defineBlock({
  kind: 'text',
  settings,
  defaults: () => ({ html: '<p>Write something here.</p>' }),
  data: (s) => ({ html: cleanRichText(s.html) }),
});

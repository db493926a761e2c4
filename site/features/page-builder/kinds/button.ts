import { z } from 'zod';
import { defineBlock } from '../block-definition.js';
import { linkUrl, oneOf, plainText } from './kind-fields.js';

export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export const ALIGNMENTS = ['left', 'center', 'right'] as const;

const settings = z
  .object({
    label: plainText('The label', 200, true),
    url: linkUrl,
    newWindow: z.boolean().optional(),
    size: oneOf('The size', BUTTON_SIZES),
    alignment: oneOf('The alignment', ALIGNMENTS),
  })
  .strict();

/** A link drawn as a button: http(s), mailto, tel or a path of this site. */
export const buttonBlock = defineBlock({
  kind: 'button',
  settings,
  defaults: () => ({ label: 'Learn more', url: '/', size: 'medium' as const, alignment: 'left' as const }),
  data: (s) => ({ label: s.label, href: s.url, newWindow: s.newWindow === true, size: s.size, alignment: s.alignment }),
});

import { z } from 'zod';
import { defineBlock } from '../block-definition.js';
import { oneOf } from './kind-fields.js';

export const LINE_STYLES = ['solid', 'dashed', 'dotted'] as const;

const settings = z.object({ style: oneOf('The line style', LINE_STYLES) }).strict();

/** A horizontal rule between blocks. */
export const lineBlock = defineBlock({
  kind: 'line',
  settings,
  defaults: () => ({ style: 'solid' as const }),
  data: (s) => ({ style: s.style }),
});

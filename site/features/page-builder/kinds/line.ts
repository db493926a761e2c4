import { z } from 'zod';
import type { BlockDefinition } from '../block-definition.js';
import { oneOf } from './kind-fields.js';

export const LINE_STYLES = ['solid', 'dashed', 'dotted'] as const;

const settings = z.object({ style: oneOf('The line style', LINE_STYLES) }).strict();
type LineSettings = z.infer<typeof settings>;

/** A horizontal rule between blocks. */
export const lineBlock: BlockDefinition<LineSettings> = {
  kind: 'line',
  settings,
  defaults: () => ({ style: 'solid' }),
  data: (s) => ({ style: s.style }),
};

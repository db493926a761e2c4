import { z } from 'zod';
import { defineBlock } from '../block-definition.js';

export const SPACER_MAX_REM = 40;

const settings = z
  .object({ height: z.number({ invalid_type_error: `The height is a number of rem from 0 to ${SPACER_MAX_REM}.` }).min(0, `The height is a number of rem from 0 to ${SPACER_MAX_REM}.`).max(SPACER_MAX_REM, `The height is a number of rem from 0 to ${SPACER_MAX_REM}.`) })
  .strict();

/** Empty space of a height (in rem; the layout's stylesheet sets it), hidden from screen readers. */
export const spacerBlock = defineBlock({
  kind: 'spacer',
  settings,
  defaults: () => ({ height: 2 }),
  data: (s) => ({ height: s.height }),
});

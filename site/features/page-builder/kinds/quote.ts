import { z } from 'zod';
import { defineBlock } from '../block-definition.js';
import { plainText } from './kind-fields.js';

const settings = z.object({ text: plainText('The quote', 2000, true), source: plainText('The source', 200).optional() }).strict();

/** A quotation and who said it, as plain text. */
export const quoteBlock = defineBlock({
  kind: 'quote',
  settings,
  defaults: () => ({ text: 'A few words worth repeating.' }),
  data: (s) => ({ text: s.text, ...(s.source ? { source: s.source } : {}) }),
});

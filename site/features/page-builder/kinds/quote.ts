import { z } from 'zod';
import type { BlockDefinition } from '../block-definition.js';
import { plainText } from './kind-fields.js';

const settings = z.object({ text: plainText('The quote', 2000, true), source: plainText('The source', 200).optional() }).strict();
type QuoteSettings = z.infer<typeof settings>;

/** A quotation and who said it, as plain text. */
export const quoteBlock: BlockDefinition<QuoteSettings> = {
  kind: 'quote',
  settings,
  defaults: () => ({ text: 'A few words worth repeating.' }),
  data: (s) => ({ text: s.text, ...(s.source ? { source: s.source } : {}) }),
};

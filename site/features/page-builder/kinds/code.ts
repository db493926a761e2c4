import { z } from 'zod';
import { defineBlock } from '../block-definition.js';

export const CODE_MAX = 100_000;

const settings = z.object({ html: z.string({ invalid_type_error: 'The code is HTML text.' }).max(CODE_MAX, `The code is at most ${CODE_MAX} characters.`) }).strict();

/**
 * HTML an ADMIN writes, rendered as written: the one block whose content is not cleaned. Only an
 * ADMIN adds or changes one (domain/layout/admin-only-blocks.ts). Its scripts never run: the
 * page's Content-Security-Policy (site/http/page-policy.ts) trusts inline scripts by the hashes
 * of what templates and the server write, never content; `frame-src 'none'` refuses frames and
 * `form-action 'self'` forms posting elsewhere. Its markup and styles do show.
 */
export const codeBlock = defineBlock({
  kind: 'code',
  settings,
  defaults: () => ({ html: '' }),
  data: (s) => ({ html: s.html }),
});

import type { FormatterDef } from '../engine/plugin.js';
import { attributeText } from './htmlattr.js';

/** The same escaping as `htmlattr`; both names are in use in templates. */
export const htmltag: FormatterDef = { name: 'htmltag', apply: attributeText };

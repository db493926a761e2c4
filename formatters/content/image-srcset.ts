import type { FormatterDef } from '../../engine/plugin.js';
import { isObject } from '../../engine/values.js';
import { srcsetCandidates } from '../../domain/content/srcset.js';
import { escapeAttribute } from '../util/html-escape.js';
import { field } from './field.js';

/** ` srcset="…"` (with its leading space) from the image's stored variants; nothing without any. */
export const imageSrcset: FormatterDef = {
  name: 'image-srcset',
  apply(value) {
    if (!isObject(value)) return undefined;
    const candidates = srcsetCandidates(field(value, 'assetUrl'), field(value, 'systemDataVariants'));
    return candidates.length === 0 ? undefined : ` srcset="${escapeAttribute(candidates.join(','))}"`;
  },
};

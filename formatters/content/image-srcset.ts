import type { FormatterDef } from '../../engine/plugin.js';
import { isObject } from '../../engine/values.js';
import { srcsetCandidates } from '../../domain/content/srcset.js';
import { escapeAttribute } from '../util/html-escape.js';
import { field } from './field.js';

/**
 * Attributes already made, by stored variants and then asset URL: a page shows the same images
 * again and again (`null`: none to make).
 */
const made = new Map<string, Map<string, string | null>>();
const MAX_VARIANT_LISTS = 64;
const MAX_URLS = 1024;

function srcsetAttribute(assetUrl: string, variants: string): string | null {
  const candidates = srcsetCandidates(assetUrl, variants);
  return candidates.length === 0 ? null : ` srcset="${escapeAttribute(candidates.join(','))}"`;
}

/** ` srcset="…"` (with its leading space) from the image's stored variants; nothing without any. */
export const imageSrcset: FormatterDef = {
  name: 'image-srcset',
  apply(value) {
    if (!isObject(value)) return undefined;
    const assetUrl = field(value, 'assetUrl');
    const variants = field(value, 'systemDataVariants');
    let byUrl = made.get(variants);
    if (byUrl === undefined) {
      if (made.size >= MAX_VARIANT_LISTS) made.clear();
      made.set(variants, (byUrl = new Map()));
    }
    let attribute = byUrl.get(assetUrl);
    if (attribute === undefined) {
      attribute = srcsetAttribute(assetUrl, variants);
      if (byUrl.size >= MAX_URLS) byUrl.clear();
      byUrl.set(assetUrl, attribute);
    }
    return attribute ?? undefined;
  },
};

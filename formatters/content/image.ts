import type { FormatterDef } from '../../engine/plugin.js';
import { isObject } from '../../engine/values.js';
import { renderFragment } from '../util/fragment.js';
import { field } from './field.js';
import { altText, imageMetaAttributes } from './image-attributes.js';

const DEFAULT_CLASS = 'thumb-image';

/**
 * A lazy-loaded `<img>` for the image in the value, with a `<noscript>` fallback; the argument
 * is its class (default `thumb-image`). Prints nothing when the value is not an image.
 */
export const image: FormatterDef = {
  name: 'image',
  apply(value, args, scope) {
    if (!isObject(value)) return undefined;
    const alt = altText(value, scope);
    return renderFragment(
      'image-tag',
      {
        assetUrl: field(value, 'assetUrl'),
        alt,
        className: args[0] ?? DEFAULT_CLASS,
        meta: imageMetaAttributes(value, scope, alt),
        id: field(value, 'id'),
      },
      scope,
    );
  },
};

import type { FormatterDef, JsonValue } from '../../engine/plugin.js';
import { getOwn, isObject, isTruthy } from '../../engine/values.js';
import { isHexDigits } from '../../domain/content/hex-color.js';
import { renderFragment } from '../util/fragment.js';
import { field } from './field.js';
import { focalPoint } from './image-attributes.js';

const COLOR_ATTRIBUTES: readonly (readonly [string, string])[] = [
  ['topleft', 'topLeftAverage'],
  ['topright', 'topRightAverage'],
  ['bottomleft', 'bottomLeftAverage'],
  ['bottomright', 'bottomRightAverage'],
  ['center', 'centerAverage'],
];

/**
 * The wrapper of an embedded video (`oembed` html and provider), with its poster overlay when
 * `overlay` is set. Arguments: `load-false` adds `data-load="false"`, `color-data` adds the
 * poster's average colours (values that are not 3 or 6 hex digits print as `#`).
 */
export const video: FormatterDef = {
  name: 'video',
  apply(value, args, scope) {
    const oembed = getOwn(value, 'oembed');
    const hasThumb = isTruthy(getOwn(value, 'mainImageId')) || isTruthy(getOwn(value, 'systemDataId'));
    const thumb = {
      assetUrl: field(value, 'assetUrl'),
      dimensions: field(value, 'originalSize'),
      focalPoint: focalPoint(value),
      colors: args.includes('color-data') ? colors(getOwn(value, 'colorData')) : [],
    };
    const data = {
      loadFalse: args.includes('load-false'),
      html: field(oembed, 'html'),
      providerName: field(oembed, 'providerName'),
      overlay: isTruthy(getOwn(value, 'overlay')),
      thumb: hasThumb ? thumb : null,
    };
    return renderFragment('video-wrapper', data, scope);
  },
};

function colors(colorData: JsonValue): { attr: string; value: string }[] {
  if (!isObject(colorData) || !isTruthy(colorData)) return [];
  return COLOR_ATTRIBUTES.map(([attr, key]) => {
    const color = field(colorData, key);
    return { attr, value: isHexDigits(color) ? color : '' };
  });
}

import type { JsonValue, RenderScope } from '../../engine/plugin.js';
import { getOwn, isObject, isTruthy, scalarText, toNumber } from '../../engine/values.js';
import { altTextFromFields } from '../../domain/content/alt-text.js';
import { focalPointText } from '../../domain/content/focal-point.js';
import { BlockType } from '../../domain/enums/block-type.js';
import { renderFragment } from '../util/fragment.js';
import { field } from './field.js';

/** The `x,y` focal point of a media item (`mediaFocalPoint`), the centre by default. */
export function focalPoint(media: JsonValue): string {
  const point = getOwn(media, 'mediaFocalPoint');
  if (!isObject(point)) return focalPointText(undefined);
  return focalPointText({ x: toNumber(getOwn(point, 'x')), y: toNumber(getOwn(point, 'y')) });
}

/**
 * The alt text of an image: inside an image block (whose items carry their own) its `altText`,
 * even empty; elsewhere its title, the text of its body or its file name.
 */
export function altText(image: JsonValue, scope: RenderScope): string {
  const blockType = scope.resolve('blockType');
  if (blockType !== undefined && toNumber(blockType) === BlockType.byName.image) return field(image, 'altText').trim();
  const fieldIfTruthy = (key: string): string => {
    const value = getOwn(image, key);
    return isTruthy(value) ? scalarText(value) : '';
  };
  return altTextFromFields({ title: fieldIfTruthy('title'), body: fieldIfTruthy('body'), filename: fieldIfTruthy('filename') });
}

/** The `data-…` and `alt` attributes of an image, each followed by a space; '' for no image. */
export function imageMetaAttributes(image: JsonValue, scope: RenderScope, alt?: string): string {
  if (!isObject(image)) return '';
  const componentKey = getOwn(image, 'componentKey');
  return renderFragment(
    'image-meta-attributes',
    {
      licensed: isObject(getOwn(image, 'licensedAssetPreview')),
      hasComponentKey: componentKey !== undefined,
      componentKey: scalarText(componentKey),
      assetUrl: field(image, 'assetUrl'),
      dimensions: field(image, 'originalSize'),
      focalPoint: focalPoint(image),
      alt: alt ?? altText(image, scope),
    },
    scope,
  );
}

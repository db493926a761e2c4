import type { JsonValue } from '../../engine/plugin.js';
import { scalarText } from '../../engine/values.js';
import { type Dimensions, parseDimensions } from '../../domain/content/dimensions.js';
import { integerArg } from '../util/number-arg.js';

/** What the image-size formatters print when the value is not a `WxH` size. */
export const INVALID_SOURCE = "Invalid source parameter. Pass in 'originalSize'";

/** The value as an image size (`originalSize`), or undefined. */
export function sizeOf(value: JsonValue): Dimensions | undefined {
  return parseDimensions(scalarText(value));
}

/**
 * Applies `scale` to the size in the value and the pixel count in the argument: the invalid-source
 * message for a bad size, nothing for a bad argument.
 */
export function resized(
  value: JsonValue,
  arg: string | undefined,
  scale: (size: Dimensions, requested: number) => string | number,
): JsonValue {
  const size = sizeOf(value);
  if (size === undefined) return INVALID_SOURCE;
  const requested = integerArg(arg);
  return requested === undefined ? undefined : scale(size, requested);
}

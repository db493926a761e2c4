import type { JsonValue } from '../../engine/plugin.js';
import { scalarText } from '../../engine/values.js';
import { type Dimensions, parseDimensions } from '../../domain/content/dimensions.js';
import { integerArg } from '../util/number-arg.js';

/** What the image-size formatters print when the value is not a `WxH` size. */
export const INVALID_SOURCE = "Invalid source parameter. Pass in 'originalSize'";

/** Sizes already read (frozen: every caller shares them), by text; `null`: not a size. */
const sizes = new Map<string, Dimensions | null>();
const MAX_SIZES = 1024;
/** Longer texts are not sizes a page repeats; they are read every time. */
const MAX_KEPT_LENGTH = 40;

/** The value as an image size (`originalSize`), or undefined. */
export function sizeOf(value: JsonValue): Dimensions | undefined {
  const text = scalarText(value);
  if (text.length > MAX_KEPT_LENGTH) return parseDimensions(text);
  let size = sizes.get(text);
  if (size === undefined) {
    const parsed = parseDimensions(text);
    size = parsed === undefined ? null : Object.freeze(parsed);
    if (sizes.size >= MAX_SIZES) sizes.clear();
    sizes.set(text, size);
  }
  return size ?? undefined;
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

import type { FormatterDef } from '../../engine/plugin.js';
import { absUrl } from './abs-url.js';
import { audioPlayer } from './audio-player.js';
import { childImageMeta } from './child-image-meta.js';
import { colorWeight } from './color-weight.js';
import { coverImageMeta } from './cover-image-meta.js';
import { galleryStyle } from './gallery-style.js';
import { height } from './height.js';
import { humanizeDuration } from './humanize-duration.js';
import { image } from './image.js';
import { imageColor } from './image-color.js';
import { imageMeta } from './image-meta.js';
import { imageSrcset } from './image-srcset.js';
import { itemClasses } from './item-classes.js';
import { resizedHeightForWidth } from './resized-height-for-width.js';
import { resizedWidthForHeight } from './resized-width-for-height.js';
import { squarespaceThumbnailForHeight } from './squarespace-thumbnail-for-height.js';
import { squarespaceThumbnailForWidth } from './squarespace-thumbnail-for-width.js';
import { video } from './video.js';
import { websiteColor } from './website-color.js';
import { width } from './width.js';

/** The content formatters. */
export const contentFormatters: readonly FormatterDef[] = [
  absUrl,
  audioPlayer,
  childImageMeta,
  colorWeight,
  coverImageMeta,
  galleryStyle,
  height,
  humanizeDuration,
  image,
  imageColor,
  imageMeta,
  imageSrcset,
  itemClasses,
  resizedHeightForWidth,
  resizedWidthForHeight,
  squarespaceThumbnailForHeight,
  squarespaceThumbnailForWidth,
  video,
  websiteColor,
  width,
];

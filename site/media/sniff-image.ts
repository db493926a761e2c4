import sharp from './sharp.js';
import { ACCEPTED_MEDIA_NAMES, MEDIA_TYPES } from '../../domain/media/media.js';
import { ApiError } from '../edge/api-error.js';

export interface SniffedImage {
  contentType: string;
  width: number;
  height: number;
}

const refuse = (message: string): ApiError => new ApiError(400, 'invalid-image', `file: ${message}`, [{ path: 'file', message }]);

/**
 * What the bytes are, read by sharp from their content (the name and the declared type are not
 * believed): a JPEG, PNG, WebP, GIF or AVIF image within the pixel limit, or 400 saying why not.
 */
export async function sniffImage(bytes: Buffer, maxPixels: number): Promise<SniffedImage> {
  if (bytes.length === 0) throw refuse('is empty');
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(`is not an image (expected ${ACCEPTED_MEDIA_NAMES})`);
  }
  const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  const contentType = MEDIA_TYPES[format];
  if (contentType === undefined) throw refuse(`is a ${format} image; only ${ACCEPTED_MEDIA_NAMES} are accepted`);
  const { width, height } = metadata;
  if (!width || !height) throw refuse('has no size');
  if (width * height > maxPixels) throw refuse(`is ${width}×${height} pixels; at most ${maxPixels.toLocaleString('en-US')} pixels are accepted`);
  return { contentType, width, height };
}

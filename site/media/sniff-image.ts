import sharp from './sharp.js';
import { ACCEPTED_MEDIA_NAMES, MEDIA_TYPES, UPLOAD_MESSAGES } from '../../domain/media/media.js';
import { ApiError } from '../edge/api-error.js';

export interface SniffedImage {
  contentType: string;
  width: number;
  height: number;
}

/**
 * What the bytes are, read by sharp from their content (the name and the declared type are not
 * believed): a JPEG, PNG, WebP, GIF or AVIF image within the pixel limit, or 400 with the editor's
 * "does not appear to be a supported file" naming `fileName`, its issue saying why.
 */
export async function sniffImage(bytes: Buffer, maxPixels: number, fileName: string): Promise<SniffedImage> {
  const refuse = (why: string): ApiError => new ApiError(400, 'invalid-image', UPLOAD_MESSAGES.unsupported(fileName), [{ path: 'file', message: why }]);
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

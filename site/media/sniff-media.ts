/**
 * What an upload is, by its bytes: an accepted audio file (sniff-audio.ts) or an accepted image
 * (sniff-image.ts), or 400 with the editor's "does not appear to be a supported file" naming
 * `fileName`, its issue at `file` saying why. `expected` (the uploader's `?kind=`) refuses the
 * other kind the same way, so an image picker never stores a sound and an audio picker no picture.
 */
import { ACCEPTED_AUDIO_NAMES, UPLOAD_MESSAGES, type MediaKind } from '../../domain/media/media.js';
import { ApiError } from '../edge/api-error.js';
import { sniffAudio } from './sniff-audio.js';
import { sniffImage } from './sniff-image.js';

export interface SniffedMedia {
  kind: MediaKind;
  contentType: string;
  /** Pixels of an image; 0 for audio. */
  width: number;
  height: number;
}

export async function sniffMedia(bytes: Buffer, maxPixels: number, fileName: string, expected?: MediaKind): Promise<SniffedMedia> {
  const refuse = (why: string): ApiError => new ApiError(400, 'invalid-media', UPLOAD_MESSAGES.unsupported(fileName), [{ path: 'file', message: why }]);
  if (bytes.length === 0) throw refuse('is empty');
  const audio = sniffAudio(bytes);
  if (audio !== undefined) {
    if (expected === 'image') throw refuse('is an audio file; an image is expected here');
    return { kind: 'audio', contentType: audio, width: 0, height: 0 };
  }
  if (expected === 'audio') throw refuse(`is not an audio file (expected ${ACCEPTED_AUDIO_NAMES})`);
  return { kind: 'image', ...(await sniffImage(bytes, maxPixels, fileName)) };
}

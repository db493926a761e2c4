// The editor's upload messages (spec 001 §5) name the file, and sizes count 1,000,000 bytes per megabyte.
import { describe, expect, it } from 'vitest';
import { MAX_MEDIA_BYTES, UPLOAD_MESSAGES, uploadedFileName } from '../../../domain/media/media.js';

describe('upload messages', () => {
  it('says a file is not supported, by its name', () => {
    expect(UPLOAD_MESSAGES.unsupported('notes.jpg')).toBe('The file notes.jpg does not appear to be a supported file.');
  });

  it('says a file is too large with the maximum in editor megabytes', () => {
    expect(MAX_MEDIA_BYTES).toBe(20_000_000);
    expect(UPLOAD_MESSAGES.tooLarge('huge.png')).toBe('The file huge.png is too large (the maximum size is 20 MB).');
  });

  it('names a file by its base name, without control characters, else "image"', () => {
    expect(uploadedFileName('C:\\photos\\mug.jpg')).toBe('mug.jpg');
    expect(uploadedFileName('a/b/\u0007bell.png')).toBe('bell.png');
    expect(uploadedFileName('')).toBe('image');
    expect(uploadedFileName(null)).toBe('image');
    expect(uploadedFileName('x'.repeat(200))).toHaveLength(120);
  });
});

/**
 * Adding a file to the media library: an image or an audio file, the server deciding by its bytes.
 * A refusal shows the server's own words ("The file {fileName} does not appear to be a supported
 * file.", "… is too large …"); a file over the limit is refused before it is sent, in the same words.
 */
import { useId, useState } from 'react';
import { MEDIA_INPUT_ACCEPT, type MediaItem } from '../../../domain/media/media.js';
import { uploadMedia } from '../gallery/upload-media.js';

const ACCEPT = `${MEDIA_INPUT_ACCEPT.image},${MEDIA_INPUT_ACCEPT.audio}`;

export function MediaUpload({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <form className="admin-media-upload" aria-label="Upload to the media library" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={inputId}>Upload an image or audio file</label>
      <p className="admin-hint" id={`${inputId}-hint`}>JPEG, PNG, WebP, GIF, AVIF; MP3, OGG, WAV, M4A, AAC, FLAC. At most 20 MB.</p>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        aria-describedby={`${inputId}-hint`}
        disabled={uploading}
        onChange={async (e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          setUploading(true);
          setError(undefined);
          const result = await uploadMedia(file, '', 'any');
          setUploading(false);
          input.value = '';
          if (result.ok) onUploaded(result.media);
          else setError(result.message);
        }}
      />
      <p role="status" className="admin-save-status">{uploading ? 'Uploading…' : ''}</p>
      {error && (
        <div className="admin-error" role="alert">
          <p>{error}</p>
        </div>
      )}
    </form>
  );
}

/**
 * Adding a file to the media library: an image or an audio file, the server deciding by its bytes.
 * A refusal shows the server's own words ("The file {fileName} does not appear to be a supported
 * file.", "… is too large …"); a file over the limit is refused before it is sent, in the same words.
 */
import { useId, useState } from 'react';
import { ACCEPTED_AUDIO_NAMES, ACCEPTED_MEDIA_NAMES, editorMegabytes, MAX_MEDIA_BYTES, MEDIA_INPUT_ACCEPT, type MediaItem } from '../../../domain/media/media.js';
import { uploadMedia } from '../gallery/upload-media.js';

const ACCEPT = `${MEDIA_INPUT_ACCEPT.image},${MEDIA_INPUT_ACCEPT.audio}`;
const ACCEPTED = `Images: ${ACCEPTED_MEDIA_NAMES}. Audio: ${ACCEPTED_AUDIO_NAMES}. At most ${editorMegabytes(MAX_MEDIA_BYTES)}.`;

export function MediaUpload({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <form className="admin-media-upload" aria-label="Upload to the media library" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={inputId}>Upload an image or audio file</label>
      <p className="admin-hint" id={`${inputId}-hint`}>{ACCEPTED}</p>
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

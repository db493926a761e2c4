/**
 * Choosing a file of the media library for a block, or uploading a new one into it: images (the
 * default) or, with `kind="audio"`, audio files (the server lists only that kind, `?kind=`), listed
 * and searched a page at a time by `media/MediaChoices.tsx`. An upload reads every list of the
 * library again (query/media-queries.ts), so the new file comes first.
 */
import { useId, useState } from 'react';
import { MEDIA_INPUT_ACCEPT, type MediaItem, type MediaKind } from '../../../domain/media/media.js';
import { uploadMedia } from '../gallery/upload-media.js';
import { MediaChoices } from '../media/MediaChoices.js';
import { useMediaUploaded } from '../query/media-queries.js';
import { EmptyState } from '../ui/StateViews.js';

const KIND_WORDS: Readonly<Record<MediaKind, { loading: string; empty: string; upload: string }>> = {
  image: { loading: 'Loading the media library…', empty: 'The media library is empty.', upload: 'Upload an image' },
  audio: { loading: 'Loading the audio files…', empty: 'The media library has no audio files.', upload: 'Upload an audio file' },
};

export function MediaPicker({ label, value, disabled, onChange, kind = 'image' }: { label: string; value: string; disabled: boolean; onChange: (mediaId: string, altText: string, item: MediaItem) => void; kind?: MediaKind }) {
  const uploaded = useMediaUploaded();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const fileId = useId();
  const words = KIND_WORDS[kind];
  return (
    <fieldset className="pb-media" disabled={disabled}>
      <legend>{label}</legend>
      <MediaChoices
        kind={kind}
        value={value}
        onChoose={(item) => onChange(item.id, item.altText, item)}
        loading={words.loading}
        listLabel={`${label}: files`}
        empty={
          <EmptyState title={words.empty}>
            <p>{words.upload} below.</p>
          </EmptyState>
        }
      />
      <label htmlFor={fileId}>{words.upload}</label>
      <input
        id={fileId}
        type="file"
        accept={MEDIA_INPUT_ACCEPT[kind]}
        disabled={uploading}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setUploading(true);
          setError(undefined);
          const result = await uploadMedia(file, '', kind);
          setUploading(false);
          if (result.ok) {
            onChange(result.media.id, result.media.altText, result.media);
            uploaded();
          } else setError(result.message);
        }}
      />
      {uploading && <p role="status">Uploading…</p>}
      {error && <p className="admin-error" role="alert">{error}</p>}
    </fieldset>
  );
}

/**
 * Choosing a file of the media library for a block, or uploading a new one into it: images (the
 * default) or, with `kind="audio"`, audio files (the server lists only that kind, `?kind=`), each
 * listed with its name, type and size and a player to hear it before choosing. An upload reads
 * every list of the library again (query/media-queries.ts).
 */
import { useId, useState } from 'react';
import { AUDIO_TYPE_NAMES, fileSizeText, MEDIA_INPUT_ACCEPT, type MediaItem, type MediaKind } from '../../../domain/media/media.js';
import { uploadMedia } from '../gallery/upload-media.js';
import { api } from '../query/api.js';
import { useMediaUploaded } from '../query/media-queries.js';
import { useApiQuery } from '../query/use-api-query.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';

const KIND_WORDS: Readonly<Record<MediaKind, { loading: string; empty: string; upload: string }>> = {
  image: { loading: 'Loading the media library…', empty: 'The media library is empty.', upload: 'Upload an image' },
  audio: { loading: 'Loading the audio files…', empty: 'The media library has no audio files.', upload: 'Upload an audio file' },
};

/** Looked up by any content type (an older row may carry one not listed). */
const AUDIO_NAMES: Readonly<Record<string, string>> = AUDIO_TYPE_NAMES;

export function MediaPicker({ label, value, disabled, onChange, kind = 'image' }: { label: string; value: string; disabled: boolean; onChange: (mediaId: string, altText: string, item: MediaItem) => void; kind?: MediaKind }) {
  const media = useApiQuery(api.mediaOfKind, { kind });
  const uploaded = useMediaUploaded();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const fileId = useId();
  const words = KIND_WORDS[kind];
  return (
    <fieldset className="pb-media" disabled={disabled}>
      <legend>{label}</legend>
      <ResourceView resource={media} label={words.loading}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState title={words.empty}>
              <p>{words.upload} below.</p>
            </EmptyState>
          ) : (
            <ul className={kind === 'audio' ? 'pb-media-list pb-audio-list' : 'pb-media-list'}>
              {items.map((item) => (
                <li key={item.id}>
                  <label>
                    <input type="radio" name={`media-${fileId}`} checked={value === item.id} onChange={() => onChange(item.id, item.altText, item)} />
                    {kind === 'image' && <img src={`${item.url}?format=100w`} alt="" width={48} height={48} />}
                    <span>{item.filename}</span>
                    {kind === 'audio' && <span className="pb-hint">{AUDIO_NAMES[item.contentType] ?? item.contentType}, {fileSizeText(item.bytes)}</span>}
                  </label>
                  {kind === 'audio' && <audio controls preload="none" src={item.url} aria-label={`Listen to ${item.filename}`} />}
                </li>
              ))}
            </ul>
          )
        }
      </ResourceView>
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

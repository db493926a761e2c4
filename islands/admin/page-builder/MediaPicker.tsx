/** Choosing an image of the media library for a block, or uploading a new one into it. */
import { useId, useState } from 'react';
import { uploadMedia } from '../gallery/upload-media.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';

export function MediaPicker({ label, value, disabled, onChange }: { label: string; value: string; disabled: boolean; onChange: (mediaId: string, altText: string) => void }) {
  const media = useApiQuery(api.mediaList);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const fileId = useId();
  return (
    <fieldset className="pb-media" disabled={disabled}>
      <legend>{label}</legend>
      <ResourceView resource={media} label="Loading the media library…">
        {(items) =>
          items.length === 0 ? (
            <EmptyState title="The media library is empty.">
              <p>Upload an image below.</p>
            </EmptyState>
          ) : (
            <ul className="pb-media-list">
              {items.map((item) => (
                <li key={item.id}>
                  <label>
                    <input type="radio" name={`media-${fileId}`} checked={value === item.id} onChange={() => onChange(item.id, item.altText)} />
                    <img src={`${item.url}?format=100w`} alt="" width={48} height={48} />
                    <span>{item.filename}</span>
                  </label>
                </li>
              ))}
            </ul>
          )
        }
      </ResourceView>
      <label htmlFor={fileId}>Upload an image</label>
      <input
        id={fileId}
        type="file"
        accept="image/*"
        disabled={uploading}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setUploading(true);
          setError(undefined);
          const result = await uploadMedia(file, '');
          setUploading(false);
          if (result.ok) {
            onChange(result.media.id, result.media.altText);
            media.reload();
          } else setError(result.message);
        }}
      />
      {uploading && <p role="status">Uploading…</p>}
      {error && <p className="admin-error" role="alert">{error}</p>}
    </fieldset>
  );
}

/**
 * An item's main image (`assetUrl`, with its alt text): chosen from the media library, uploaded
 * from the owner's computer, or given by address; previewed as the list will show it. The server
 * stores the size and widths beside it, as the seeded posts carry theirs.
 */
import type { MediaItem } from '../../../domain/media/media.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { ImageUpload } from '../store/ImageUpload.js';
import { Field } from '../ui/Field.js';
import { ErrorState } from '../ui/StateViews.js';
import { thumbnailUrl } from '../gallery/gallery-draft.js';

interface Props {
  url: string | undefined;
  altText: string | undefined;
  canWrite: boolean;
  urlError: string | undefined;
  altError: string | undefined;
  onUrl: (url: string | undefined) => void;
  onAltText: (altText: string | undefined) => void;
}

function LibraryChoice({ url, canWrite, onUrl }: Pick<Props, 'url' | 'canWrite' | 'onUrl'>) {
  const media = useApiQuery(api.mediaOfKind, { kind: 'image' }, { enabled: canWrite });
  if (!canWrite) return null;
  if (media.status === 'error') return <ErrorState message={`The media library could not be read: ${media.message}`} onRetry={media.reload} />;
  const items: MediaItem[] = media.status === 'ready' ? media.data : [];
  const known = url === undefined || items.some((m) => m.url === url);
  const hint =
    media.status === 'loading' ? 'Loading the media library…' : items.length === 0 ? 'The media library is empty: upload an image below.' : 'Images uploaded to this site, newest first.';
  return (
    <Field label="Choose from the media library" hint={hint}>
      <select value={url ?? ''} disabled={media.status !== 'ready'} onChange={(e) => onUrl(e.target.value || undefined)}>
        <option value="">No image</option>
        {!known && <option value={url}>The current image</option>}
        {items.map((m) => (
          <option key={m.id} value={m.url}>
            {m.filename} ({m.width}×{m.height})
          </option>
        ))}
      </select>
    </Field>
  );
}

export function MainImageField({ url, altText, canWrite, urlError, altError, onUrl, onAltText }: Props) {
  return (
    <fieldset disabled={!canWrite} className="admin-main-image">
      <legend>Main image</legend>
      {url === undefined ? (
        <p className="admin-hint">No image yet: the list shows this item without a picture.</p>
      ) : (
        <figure className="admin-main-image-preview">
          <img src={thumbnailUrl(url)} alt={altText ? `Preview: ${altText}` : 'Preview of the main image'} width={160} />
          {canWrite && (
            <button type="button" className="admin-button" onClick={() => onUrl(undefined)}>
              Remove image
            </button>
          )}
        </figure>
      )}
      <LibraryChoice url={url} canWrite={canWrite} onUrl={onUrl} />
      {canWrite && <ImageUpload onUploaded={onUrl} keep="Save the item to keep it." />}
      <Field label="Image address" error={urlError} hint="Or an https:// address or a site path such as /assets/kiln.jpg.">
        <input type="text" value={url ?? ''} onChange={(e) => onUrl(e.target.value.trim() || undefined)} />
      </Field>
      <Field label="Alt text" error={altError} hint="What the image shows, for people who cannot see it.">
        <input type="text" value={altText ?? ''} onChange={(e) => onAltText(e.target.value || undefined)} />
      </Field>
    </fieldset>
  );
}

/**
 * An item's main image (`assetUrl`, with its alt text): chosen from the media library (paged, searched), uploaded
 * from the owner's computer, or given by address; previewed as the list will show it. The server
 * stores the size and widths beside it, as the seeded posts carry theirs.
 */
import { mediaIdOf } from '../../../domain/media/media.js';
import { MediaChoices } from '../media/MediaChoices.js';
import { useMediaUploaded } from '../query/media-queries.js';
import { ImageUpload } from '../store/ImageUpload.js';
import { Field } from '../ui/Field.js';
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

/** The library's images to choose from, a page at a time and searched (`media/MediaChoices.tsx`); an image given by address is none of them. */
function LibraryChoice({ url, onUrl }: Pick<Props, 'url' | 'onUrl'>) {
  return (
    <fieldset className="admin-main-image-library">
      <legend>Choose from the media library</legend>
      <p className="admin-hint">Images uploaded to this site, newest first.</p>
      <MediaChoices
        kind="image"
        value={url === undefined ? undefined : mediaIdOf(url)}
        onChoose={(item) => onUrl(item.url)}
        loading="Loading the media library…"
        listLabel="Images of the media library"
        empty={<p className="admin-hint">The media library is empty: upload an image below.</p>}
      />
    </fieldset>
  );
}

export function MainImageField({ url, altText, canWrite, urlError, altError, onUrl, onAltText }: Props) {
  // An upload comes first in the library's list, chosen.
  const uploaded = useMediaUploaded();
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
      {canWrite && <LibraryChoice url={url} onUrl={onUrl} />}
      {canWrite && (
        <ImageUpload
          onUploaded={(uploadedUrl) => {
            onUrl(uploadedUrl);
            uploaded();
          }}
          keep="Save the item to keep it."
        />
      )}
      <Field label="Image address" error={urlError} hint="Or an https:// address or a site path such as /assets/kiln.jpg.">
        <input type="text" value={url ?? ''} onChange={(e) => onUrl(e.target.value.trim() || undefined)} />
      </Field>
      <Field label="Alt text" error={altError} hint="What the image shows, for people who cannot see it.">
        <input type="text" value={altText ?? ''} onChange={(e) => onAltText(e.target.value || undefined)} />
      </Field>
    </fieldset>
  );
}

/** A gallery block's images: each of the media library with its alt text, added and removed. */
import { useId } from 'react';
import { MediaPicker } from './MediaPicker.js';

interface GalleryImage {
  mediaId: string;
  alt: string;
  [key: string]: unknown;
}

const imagesOf = (value: unknown): GalleryImage[] =>
  Array.isArray(value)
    ? value.filter((i): i is GalleryImage => i !== null && typeof i === 'object' && typeof (i as GalleryImage).mediaId === 'string' && typeof (i as GalleryImage).alt === 'string')
    : [];

export function ImagesField({ label, value, disabled, onChange }: { label: string; value: unknown; disabled: boolean; onChange: (images: GalleryImage[]) => void }) {
  const id = useId();
  const images = imagesOf(value);
  return (
    <fieldset className="pb-images" disabled={disabled}>
      <legend>{label}</legend>
      {images.length === 0 ? (
        <p className="pb-hint">No images yet: add them from the media library below.</p>
      ) : (
        <ol className="pb-images-list">
          {images.map((image, index) => (
            <li key={`${image.mediaId}-${String(index)}`}>
              <label htmlFor={`${id}-alt-${String(index)}`}>Alt text of image {index + 1}</label>
              <input
                id={`${id}-alt-${String(index)}`}
                type="text"
                value={image.alt}
                onChange={(e) => onChange(images.map((other, i) => (i === index ? { ...other, alt: e.target.value } : other)))}
              />
              <button type="button" className="admin-button" onClick={() => onChange(images.filter((_, i) => i !== index))}>
                Remove image {index + 1}
              </button>
            </li>
          ))}
        </ol>
      )}
      <MediaPicker label="Add an image" value="" disabled={disabled} onChange={(mediaId, alt) => onChange([...images, { mediaId, alt }])} />
    </fieldset>
  );
}

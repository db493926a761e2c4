/** A gallery block's images: each of the media library with its alt text, added and removed. */
import { useId } from 'react';
import { messagesAt, type SettingIssue } from './model/field-issues.js';
import { describedBy, FieldError } from './FieldError.js';
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

export function ImagesField({ label, value, issues, disabled, onChange }: { label: string; value: unknown; issues: readonly SettingIssue[]; disabled: boolean; onChange: (images: GalleryImage[]) => void }) {
  const id = useId();
  const images = imagesOf(value);
  const whole = messagesAt(issues, '');
  return (
    <fieldset className="pb-images" disabled={disabled}>
      <legend>{label}</legend>
      {images.length === 0 ? (
        <p className="pb-hint">No images yet: add them from the media library below.</p>
      ) : (
        <ol className="pb-images-list">
          {images.map((image, index) => {
            const at = String(index);
            // The image itself (missing from the library) and its alt text, each beside it.
            const imageMessages = issues.filter((i) => i.path.startsWith(`${at}.`) && i.path !== `${at}.alt`).map((i) => i.message);
            const altMessages = messagesAt(issues, `${at}.alt`);
            return (
            <li key={`${image.mediaId}-${at}`}>
              <label htmlFor={`${id}-alt-${at}`}>Alt text of image {index + 1}</label>
              <input
                id={`${id}-alt-${at}`}
                type="text"
                value={image.alt}
                onChange={(e) => onChange(images.map((other, i) => (i === index ? { ...other, alt: e.target.value } : other)))}
                {...describedBy(`${id}-alt-${at}-error`, altMessages)}
              />
              <FieldError id={`${id}-alt-${at}-error`} messages={altMessages} />
              <FieldError id={`${id}-image-${at}-error`} messages={imageMessages} />
              <button type="button" className="admin-button" onClick={() => onChange(images.filter((_, i) => i !== index))}>
                Remove image {index + 1}
              </button>
            </li>
            );
          })}
        </ol>
      )}
      <FieldError id={`${id}-error`} messages={whole} />
      <MediaPicker label="Add an image" value="" disabled={disabled} onChange={(mediaId, alt) => onChange([...images, { mediaId, alt }])} />
    </fieldset>
  );
}

/** The gallery's images in order: title, description and alt text edited in place, moved, removed. */
import { Field } from '../ui/Field.js';
import { moveImage, thumbnailUrl, type DraftImage } from './gallery-draft.js';

interface Props {
  images: DraftImage[];
  canWrite: boolean;
  errorOf: (path: string) => string | undefined;
  onChange: (images: DraftImage[]) => void;
}

export function ImageList({ images, canWrite, errorOf, onChange }: Props) {
  const update = (index: number, patch: Partial<DraftImage>) => onChange(images.map((image, i) => (i === index ? { ...image, ...patch } : image)));
  return (
    <ol className="gallery-images">
      {images.map((image, index) => {
        const name = image.title || `Image ${index + 1}`;
        return (
          <li key={image.key} className="gallery-image-row">
            <img src={thumbnailUrl(image.previewUrl)} alt={image.altText} width={120} height={90} />
            <fieldset disabled={!canWrite}>
              <legend className="visually-hidden">{name}</legend>
              <Field label="Title" error={errorOf(`images.${index}.title`)}>
                <input value={image.title} onChange={(e) => update(index, { title: e.target.value })} />
              </Field>
              <Field label="Description" error={errorOf(`images.${index}.description`)}>
                <textarea rows={2} value={image.description} onChange={(e) => update(index, { description: e.target.value })} />
              </Field>
              <Field label="Alt text" error={errorOf(`images.${index}.altText`)} hint="What the image shows, for people who cannot see it.">
                <input value={image.altText} onChange={(e) => update(index, { altText: e.target.value })} />
              </Field>
              {errorOf(`images.${index}.mediaUrl`) && <p className="admin-field-error">{errorOf(`images.${index}.mediaUrl`)}</p>}
              <div className="admin-actions">
                <button type="button" className="admin-button" disabled={index === 0} onClick={() => onChange(moveImage(images, index, index - 1))} aria-label={`Move ${name} up`}>
                  Up
                </button>
                <button type="button" className="admin-button" disabled={index === images.length - 1} onClick={() => onChange(moveImage(images, index, index + 1))} aria-label={`Move ${name} down`}>
                  Down
                </button>
                <button type="button" className="admin-button admin-button-danger" onClick={() => onChange(images.filter((_, i) => i !== index))} aria-label={`Remove ${name}`}>
                  Remove
                </button>
              </div>
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}

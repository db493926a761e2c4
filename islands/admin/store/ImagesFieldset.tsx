/** The product's images in order (the first is its picture): chosen among the site's, given by URL or uploaded. */
import { useState } from 'react';
import type { ProductInput } from '../../../domain/admin/store/product-input.js';
import { Field } from '../ui/Field.js';
import { moveItem } from './product-draft.js';
import { ImageUpload } from './ImageUpload.js';

interface Props {
  product: ProductInput;
  choices: string[];
  onChange: (product: ProductInput) => void;
  errorOf: (path: string) => string | undefined;
}

export function ImagesFieldset({ product, choices, onChange, errorOf }: Props) {
  const [url, setUrl] = useState('');
  const setImages = (images: string[]) =>
    onChange({ ...product, images, variants: product.variants.map((v) => (v.imageUrl !== null && !images.includes(v.imageUrl) ? { ...v, imageUrl: null } : v)) });
  const add = (value: string) => {
    const trimmed = value.trim();
    if (trimmed !== '' && !product.images.includes(trimmed)) setImages([...product.images, trimmed]);
  };
  const available = choices.filter((c) => !product.images.includes(c));
  return (
    <fieldset>
      <legend>Images</legend>
      {errorOf('images') && <p className="admin-field-error" role="alert">{errorOf('images')}</p>}
      {product.images.length === 0 ? (
        <p className="admin-hint">No images yet.</p>
      ) : (
        <ol className="store-images">
          {product.images.map((image, i) => (
            <li key={image}>
              <img src={image} alt="" />
              <span>{image}</span>
              {errorOf(`images.${String(i)}`) && <span className="admin-field-error">{errorOf(`images.${String(i)}`)}</span>}
              <button type="button" className="admin-button" disabled={i === 0} onClick={() => setImages(moveItem(product.images, i, i - 1))}>Move up<span className="visually-hidden"> {image}</span></button>
              <button type="button" className="admin-button" disabled={i === product.images.length - 1} onClick={() => setImages(moveItem(product.images, i, i + 1))}>Move down<span className="visually-hidden"> {image}</span></button>
              <button type="button" className="admin-button" onClick={() => setImages(product.images.filter((x) => x !== image))}>Remove<span className="visually-hidden"> {image}</span></button>
            </li>
          ))}
        </ol>
      )}
      <div className="store-grid">
        {available.length > 0 && (
          <Field label="Add a site image">
            <select value="" onChange={(e) => add(e.target.value)}>
              <option value="">Choose an image</option>
              {available.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </Field>
        )}
        <Field label="Image URL" hint="A path on this site or an https:// address">
          <input value={url} onChange={(e) => setUrl(e.target.value)} />
        </Field>
        <button type="button" className="admin-button" onClick={() => { add(url); setUrl(''); }}>Add image URL</button>
      </div>
      <ImageUpload onUploaded={add} />
    </fieldset>
  );
}

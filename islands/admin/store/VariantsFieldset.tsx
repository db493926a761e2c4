/** The variants: the option values each stands for, SKU, price, sale price, stock and image. */
import type { ProductInput, VariantInput } from '../../../domain/admin/store/product-input.js';
import { Field } from '../ui/Field.js';
import { blankVariant } from './product-draft.js';

interface Props {
  product: ProductInput;
  onChange: (product: ProductInput) => void;
  errorOf: (path: string) => string | undefined;
}

export function VariantsFieldset({ product, onChange, errorOf }: Props) {
  const setVariant = (index: number, change: Partial<VariantInput>) =>
    onChange({ ...product, variants: product.variants.map((v, i) => (i === index ? { ...v, ...change } : v)) });
  return (
    <fieldset>
      <legend>Variants</legend>
      {errorOf('variants') && <p className="admin-field-error" role="alert">{errorOf('variants')}</p>}
      {product.variants.map((variant, i) => {
        const at = (field: string) => errorOf(`variants.${String(i)}.${field}`);
        const name = [variant.sku || `Variant ${String(i + 1)}`].join('');
        return (
          <div className="store-variant" key={variant.id ?? `new-${String(i)}`}>
            <h2 className="store-variant-title">Variant {i + 1}{variant.sku ? `: ${variant.sku}` : ''}</h2>
            <div className="store-grid">
              {product.options.map((option) => (
                <Field key={option.name} label={option.name || 'Unnamed option'} error={at(`attributes.${option.name}`)}>
                  <select value={variant.attributes[option.name] ?? ''} onChange={(e) => setVariant(i, { attributes: { ...variant.attributes, [option.name]: e.target.value } })}>
                    <option value="">Select {option.name}</option>
                    {option.values.map((value) => <option key={value} value={value}>{value}</option>)}
                  </select>
                </Field>
              ))}
              <Field label="SKU" error={at('sku')}>
                <input value={variant.sku} onChange={(e) => setVariant(i, { sku: e.target.value })} />
              </Field>
              <Field label="Price" error={at('price')}>
                <input inputMode="decimal" value={variant.price} onChange={(e) => setVariant(i, { price: e.target.value })} />
              </Field>
              <Field label="Sale price" error={at('salePrice')}>
                <input inputMode="decimal" value={variant.salePrice} onChange={(e) => setVariant(i, { salePrice: e.target.value })} />
              </Field>
              <label className="admin-check">
                <input type="checkbox" checked={variant.onSale} onChange={(e) => setVariant(i, { onSale: e.target.checked })} /> On sale
              </label>
              <Field label="Stock" error={at('qtyInStock')}>
                <input type="number" min={0} step={1} value={String(variant.qtyInStock)} disabled={variant.unlimited} onChange={(e) => setVariant(i, { qtyInStock: e.target.value === '' ? 0 : Number(e.target.value) })} />
              </Field>
              <Field label="Weight (grams)" error={at('weightGrams')}>
                <input type="number" min={0} step={1} value={String(variant.weightGrams ?? 0)} onChange={(e) => setVariant(i, { weightGrams: e.target.value === '' ? 0 : Number(e.target.value) })} />
              </Field>
              <label className="admin-check">
                <input type="checkbox" checked={variant.unlimited} onChange={(e) => setVariant(i, { unlimited: e.target.checked })} /> Unlimited stock
              </label>
              <Field label="Image" error={at('imageUrl')}>
                <select value={variant.imageUrl ?? ''} onChange={(e) => setVariant(i, { imageUrl: e.target.value === '' ? null : e.target.value })}>
                  <option value="">The product's first image</option>
                  {product.images.map((url) => <option key={url} value={url}>{url}</option>)}
                </select>
              </Field>
            </div>
            {product.variants.length > 1 && (
              <button type="button" className="admin-button" onClick={() => onChange({ ...product, variants: product.variants.filter((_, j) => j !== i) })}>
                Remove variant {name}
              </button>
            )}
          </div>
        );
      })}
      <p>
        <button type="button" className="admin-button" onClick={() => onChange({ ...product, variants: [...product.variants, blankVariant()] })}>Add a variant</button>
      </p>
    </fieldset>
  );
}

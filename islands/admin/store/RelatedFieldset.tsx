/**
 * The products suggested first on this product's page ("You may also like"): up to four others of
 * the shop, in order. The page fills any free places from shared categories, then tags.
 */
import type { ProductInput } from '../../../domain/admin/store/product-input.js';
import { RELATED_PRODUCTS_MAX } from '../../../domain/admin/store/related-products.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { Field } from '../ui/Field.js';
import { ErrorState, Loading } from '../ui/StateViews.js';
import { moveItem } from './product-draft.js';

interface Props {
  productId: string | undefined;
  product: ProductInput;
  onChange: (product: ProductInput) => void;
  errorOf: (path: string) => string | undefined;
}

export function RelatedFieldset({ productId, product, onChange, errorOf }: Props) {
  const list = useApiQuery(api.products);
  const picks = product.relatedProductIds ?? [];
  const setPicks = (relatedProductIds: string[]) => onChange({ ...product, relatedProductIds });
  return (
    <fieldset>
      <legend>Related products</legend>
      <p className="admin-hint">
        Shown first under “You may also like” on this product’s page (at most {RELATED_PRODUCTS_MAX}) while the related-products feature is on; free places are filled with products sharing a category, then a tag. Hidden and sold-out products are skipped.
      </p>
      {errorOf('relatedProductIds') && <p className="admin-field-error" role="alert">{errorOf('relatedProductIds')}</p>}
      {list.status === 'loading' ? <Loading label="Loading the products…" /> : list.status === 'error' ? <ErrorState message={list.message} onRetry={list.reload} /> : (() => {
        const titles = new Map(list.data.products.map((p) => [p.id, p.title]));
        const available = list.data.products.filter((p) => p.id !== productId && !picks.includes(p.id));
        return (
          <>
            {picks.length === 0 ? (
              <p className="admin-hint">No products picked.</p>
            ) : (
              <ol className="store-images" aria-label="Picked related products">
                {picks.map((id, i) => {
                  const name = titles.get(id) ?? id;
                  const error = errorOf(`relatedProductIds.${String(i)}`);
                  return (
                    <li key={id}>
                      <span>{name}</span>
                      {error && <span className="admin-field-error">{error}</span>}
                      <button type="button" className="admin-button" disabled={i === 0} onClick={() => setPicks(moveItem(picks, i, i - 1))}>Move up<span className="visually-hidden"> {name}</span></button>
                      <button type="button" className="admin-button" disabled={i === picks.length - 1} onClick={() => setPicks(moveItem(picks, i, i + 1))}>Move down<span className="visually-hidden"> {name}</span></button>
                      <button type="button" className="admin-button" onClick={() => setPicks(picks.filter((x) => x !== id))}>Remove<span className="visually-hidden"> {name}</span></button>
                    </li>
                  );
                })}
              </ol>
            )}
            {picks.length < RELATED_PRODUCTS_MAX && available.length > 0 && (
              <Field label="Add a related product">
                <select value="" onChange={(e) => { if (e.target.value !== '') setPicks([...picks, e.target.value]); }}>
                  <option value="">Choose a product</option>
                  {available.map((p) => <option key={p.id} value={p.id}>{p.title}{p.visible ? '' : ' (hidden)'}</option>)}
                </select>
              </Field>
            )}
          </>
        );
      })()}
    </fieldset>
  );
}

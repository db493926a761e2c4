/** Products (`/admin/products`): the list, and one product's editor (`/admin/products/<id>`, `/new`). */
import { EDITABLE_PRODUCT_TYPES } from '../../../domain/admin/store/product-input.js';
import type { ProductList } from '../../../domain/admin/store/product-view.js';
import type { ScreenProps } from '../screens.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { useResource } from '../ui/use-resource.js';
import { ProductEditor } from './ProductEditor.js';
import './store.css';

const typeName = (code: number): string => EDITABLE_PRODUCT_TYPES.find((t) => t.value === code)?.label ?? String(code);

function ProductListView({ canWrite, navigate }: Omit<ScreenProps, 'subpath'>) {
  const list = useResource<ProductList>('/api/admin/store/products');
  return (
    <>
      <h1>Products</h1>
      {canWrite && (
        <p>
          <a className="admin-button admin-button-primary" href="/admin/products/new" onClick={(e) => { e.preventDefault(); navigate('/admin/products/new'); }}>Add a product</a>
        </p>
      )}
      <ResourceView resource={list} label="Loading the products…">
        {(data) =>
          data.products.length === 0 ? (
            <EmptyState title="There are no products yet." />
          ) : (
            <table className="admin-table">
              <caption className="visually-hidden">Products</caption>
              <thead>
                <tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Variants</th><th scope="col">Visibility</th><th scope="col">On the site</th></tr>
              </thead>
              <tbody>
                {data.products.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">
                      <a href={`/admin/products/${encodeURIComponent(p.id)}`} onClick={(e) => { e.preventDefault(); navigate(`/admin/products/${encodeURIComponent(p.id)}`); }}>{p.title}</a>
                    </th>
                    <td>{typeName(p.productType)}</td>
                    <td>{p.variantCount}</td>
                    <td>{p.visible ? 'Visible' : 'Hidden'}</td>
                    <td>{p.visible && p.fullUrl ? <a href={p.fullUrl}>{p.fullUrl}</a> : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </ResourceView>
    </>
  );
}

export default function ProductsScreen({ subpath, canWrite, navigate }: ScreenProps) {
  if (subpath === '') return <ProductListView canWrite={canWrite} navigate={navigate} />;
  return <ProductEditor key={subpath} productId={subpath === 'new' ? undefined : decodeURIComponent(subpath)} canWrite={canWrite} navigate={navigate} />;
}

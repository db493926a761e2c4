/** Products (`/admin/products`): the list, and one product's editor (`/admin/products/<id>`, `/new`). */
import { EDITABLE_PRODUCT_TYPES } from '../../../domain/admin/store/product-input.js';
import type { ProductSummary } from '../../../domain/admin/store/product-view.js';
import type { ScreenProps } from '../screen-props.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { AppLink } from '../ui/AppLink.js';
import { ResourceTable } from '../ui/ResourceTable.js';
import type { Column } from '../ui/table-columns.js';
import { ProductEditor } from './ProductEditor.js';
import './store.css';

const typeName = (code: number): string => EDITABLE_PRODUCT_TYPES.find((t) => t.value === code)?.label ?? String(code);

const productColumns = (navigate: (href: string) => void): Column<ProductSummary>[] => [
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    sortValue: (p) => p.title,
    cell: (p) => (
      <AppLink href={`/admin/products/${encodeURIComponent(p.id)}`} navigate={navigate}>
        {p.title}
      </AppLink>
    ),
  },
  { key: 'type', header: 'Type', sortValue: (p) => typeName(p.productType), cell: (p) => typeName(p.productType) },
  { key: 'variants', header: 'Variants', sortValue: (p) => p.variantCount, cell: (p) => p.variantCount },
  { key: 'visibility', header: 'Visibility', sortValue: (p) => (p.visible ? 'Visible' : 'Hidden'), cell: (p) => (p.visible ? 'Visible' : 'Hidden') },
  { key: 'url', header: 'On the site', cell: (p) => (p.visible && p.fullUrl ? <a href={p.fullUrl}>{p.fullUrl}</a> : '—') },
];

function ProductListView({ canWrite, navigate }: Pick<ScreenProps, 'canWrite' | 'navigate'>) {
  const list = useApiQuery(api.products);
  return (
    <>
      <h1>Products</h1>
      {canWrite && (
        <p>
          <AppLink className="admin-button admin-button-primary" href="/admin/products/new" navigate={navigate}>Add a product</AppLink>
        </p>
      )}
      <ResourceTable resource={list} loadingLabel="Loading the products…" rows={(data) => data.products} caption="Products" columns={productColumns(navigate)} empty="There are no products yet." />
    </>
  );
}

export default function ProductsScreen({ subpath, canWrite, navigate }: ScreenProps) {
  if (subpath === '') return <ProductListView canWrite={canWrite} navigate={navigate} />;
  return <ProductEditor key={subpath} productId={subpath === 'new' ? undefined : decodeURIComponent(subpath)} canWrite={canWrite} navigate={navigate} />;
}

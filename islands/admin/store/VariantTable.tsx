/** The inventory panel's opened row: the product's variants with their stock edited in place. */
import type { InventoryRow } from '../../../domain/admin/store/inventory.js';
import { DataTable } from '../ui/DataTable.js';
import { priceRange } from './format.js';
import { VariantStock } from './VariantStock.js';

type Variant = InventoryRow['variants'][number];

export function VariantTable({ row, currencyCode, canWrite, onReload }: { row: InventoryRow; currencyCode: string; canWrite: boolean; onReload: () => void }) {
  const price = (v: Variant): number => (v.onSale ? v.salePriceCents : v.priceCents);
  return (
    <DataTable
      caption={`Variants of ${row.title}`}
      columns={[
        { key: 'variant', header: 'Variant', rowHeader: true, cell: (v) => v.label || 'Only variant' },
        { key: 'sku', header: 'SKU', cell: (v) => v.sku },
        { key: 'price', header: 'Price', cell: (v) => `${priceRange(price(v), price(v), currencyCode)}${v.onSale ? ' (on sale)' : ''}` },
        { key: 'stock', header: 'Stock', cell: (v) => <VariantStock variant={v} productTitle={row.title} canWrite={canWrite} onReload={onReload} /> },
      ]}
      rows={row.variants}
      empty="This product has no variants."
    />
  );
}

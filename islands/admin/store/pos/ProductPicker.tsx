/** The point of sale's product search: every variant with its price and stock, added to the sale with one press. */
import { useState } from 'react';
import type { InventoryRow, InventoryVariant } from '../../../../domain/admin/store/inventory.js';
import type { BasketLine } from '../../../../domain/admin/store/pos-basket.js';
import { api } from '../../query/api.js';
import { useApiQuery } from '../../query/use-api-query.js';
import { DataTable } from '../../ui/DataTable.js';
import { PageButtons } from '../../ui/PageButtons.js';
import { SearchForm } from '../../ui/SearchForm.js';
import { ResourceView } from '../../ui/StateViews.js';
import { minorUnitsText } from '../../../../domain/money/cart-money.js';

interface Choice {
  row: InventoryRow;
  variant: InventoryVariant;
}

interface Props {
  canSell: boolean;
  inSale: ReadonlyMap<string, number>;
  onAdd: (line: Omit<BasketLine, 'quantity'>) => void;
}

const unitPrice = (v: InventoryVariant): number => (v.onSale ? v.salePriceCents : v.priceCents);
const stockText = (v: InventoryVariant): string => (v.unlimited ? 'Unlimited' : v.qtyInStock === 0 ? 'Sold out' : String(v.qtyInStock));

export function ProductPicker({ canSell, inSale, onAdd }: Props) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const resource = useApiQuery(api.inventory, { q: query.q, sort: 'name' as const, dir: 'asc' as const, page: query.page });
  const nameOf = ({ row, variant }: Choice): string => (variant.label ? `${row.title} (${variant.label})` : row.title);

  return (
    <section aria-labelledby="pos-products">
      <h2 id="pos-products">Products</h2>
      <SearchForm id="pos-search" label="Find by name or SKU" button="Find" draft={draft} onDraft={setDraft} onSearch={(q) => setQuery({ q, page: 1 })} />
      <ResourceView resource={resource} label="Loading the products…">
        {(data) => {
          const choices = data.rows.flatMap((row) => row.variants.map((variant) => ({ row, variant })));
          return (
            <>
              <DataTable<Choice>
                caption="Products to sell"
                columns={[
                  { key: 'name', header: 'Product', rowHeader: true, cell: nameOf },
                  { key: 'sku', header: 'SKU', cell: (c) => c.variant.sku },
                  { key: 'price', header: 'Price', cell: (c) => minorUnitsText(unitPrice(c.variant), data.currencyCode) },
                  { key: 'stock', header: 'Stock', cell: (c) => stockText(c.variant) },
                ]}
                rows={choices}
                rowKey={(c) => c.variant.id}
                empty={query.q ? `No product matches “${query.q}”.` : 'There are no products yet.'}
                actions={
                  canSell
                    ? (c) => {
                        const taken = inSale.get(c.variant.id) ?? 0;
                        const full = !c.variant.unlimited && taken >= c.variant.qtyInStock;
                        const soldOut = !c.variant.unlimited && c.variant.qtyInStock === 0;
                        return (
                          <button
                            type="button"
                            className="admin-button"
                            disabled={full}
                            aria-label={soldOut ? `${nameOf(c)}: sold out` : `Add ${nameOf(c)} to the sale`}
                            onClick={() =>
                              onAdd({
                                variantId: c.variant.id,
                                productName: c.row.title,
                                variantLabel: c.variant.label,
                                sku: c.variant.sku,
                                unitPriceCents: unitPrice(c.variant),
                                maxQuantity: c.variant.unlimited ? null : c.variant.qtyInStock,
                              })
                            }
                          >
                            {soldOut ? 'Sold out' : 'Add'}
                          </button>
                        );
                      }
                    : undefined
                }
              />
              <PageButtons label="Product pages" page={data.page} hasNext={data.hasNextPage} onPage={(page) => setQuery({ ...query, page })} />
            </>
          );
        }}
      </ResourceView>
    </section>
  );
}

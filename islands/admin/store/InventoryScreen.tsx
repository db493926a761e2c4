/**
 * The inventory panel (`/admin/inventory`): products found by name or SKU, sorted on name, stock
 * or price, 25 a page, each row opening its variants with their stock edited in place. The search,
 * sorts, row clicks, expanders and next page are recorded as the spec's tracking events. While
 * the bulk manager is on, rows can be chosen (one by one or the whole page) and changed at once.
 */
import { Fragment, useState } from 'react';
import type { BulkStatus } from '../../../domain/admin/store/bulk-change.js';
import type { InventoryPage, InventoryRow, InventorySort, SortDirection } from '../../../domain/admin/store/inventory.js';
import type { ScreenProps } from '../screens.js';
import { EmptyState, ErrorState, ResourceView } from '../ui/StateViews.js';
import { useResource } from '../ui/use-resource.js';
import { priceRange } from './format.js';
import { recordInventoryEvent } from './inventory-events.js';
import { VariantStock } from './VariantStock.js';
import { BulkPanel } from './bulk/BulkPanel.js';
import { BulkSelectAll, BulkSelectRow, BulkUnavailable } from './bulk/BulkSelect.js';
import './store.css';

const COLUMNS: { sort: InventorySort; label: string }[] = [
  { sort: 'name', label: 'Name' },
  { sort: 'stock', label: 'Stock' },
  { sort: 'price', label: 'Price' },
];

function stockText(row: Pick<InventoryRow, 'stock' | 'unlimited'>): string {
  return row.unlimited ? 'Unlimited' : row.stock === 0 ? 'Sold out' : String(row.stock);
}

export default function InventoryScreen({ canWrite, navigate }: ScreenProps) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ q: '', sort: 'name' as InventorySort, dir: 'asc' as SortDirection, page: 1 });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const params = new URLSearchParams({ q: query.q, sort: query.sort, dir: query.dir, page: String(query.page) });
  const resource = useResource<InventoryPage>(`/api/admin/store/inventory?${params.toString()}`);
  const bulk = useResource<BulkStatus>(canWrite ? '/api/admin/store/bulk' : null);
  const bulkOn = canWrite && bulk.status === 'ready' && bulk.data.enabled;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState('');
  const select = (ids: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) if (on) next.add(id); else next.delete(id);
    setSelected(next);
    setNotice('');
  };
  const setQueryClearing = (next: typeof query) => { setSelected(new Set()); setQuery(next); };

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    recordInventoryEvent('search', { query: q });
    setQueryClearing({ ...query, q, page: 1 });
  };
  const sortOn = (sort: InventorySort) => {
    const dir: SortDirection = query.sort === sort && query.dir === 'asc' ? 'desc' : 'asc';
    recordInventoryEvent('sort', { field: sort, direction: dir });
    setQueryClearing({ ...query, sort, dir, page: 1 });
  };
  const toggle = (id: string) => {
    const next = new Set(open);
    const expanded = !next.has(id);
    if (expanded) next.add(id);
    else next.delete(id);
    recordInventoryEvent('rowExpander', { productId: id, expanded });
    setOpen(next);
  };
  const openProduct = (id: string) => {
    recordInventoryEvent('rowClick', { productId: id });
    navigate(`/admin/products/${encodeURIComponent(id)}`);
  };
  const nextPage = () => {
    recordInventoryEvent('nextPage', { page: query.page + 1 });
    setQueryClearing({ ...query, page: query.page + 1 });
  };

  return (
    <>
      <h1>Inventory</h1>
      <form className="admin-toolbar" role="search" onSubmit={search}>
        <div className="admin-field">
          <label htmlFor="inventory-search">Search by name or SKU</label>
          <input id="inventory-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <button type="submit" className="admin-button">Search</button>
      </form>
      {canWrite && bulk.status === 'ready' && !bulk.data.enabled && <BulkUnavailable />}
      {canWrite && bulk.status === 'error' && <ErrorState message={`The bulk manager could not be opened: ${bulk.message}`} onRetry={bulk.reload} />}
      {notice && <p className="admin-ok" role="status">{notice}</p>}
      <ResourceView resource={resource} label="Loading the inventory…">
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={query.q ? `No product matches “${query.q}”.` : 'There are no products yet.'}>
              {query.q && (
                <button type="button" className="admin-button" onClick={() => { setDraft(''); setQueryClearing({ ...query, q: '', page: 1 }); }}>
                  Show all products
                </button>
              )}
            </EmptyState>
          ) : (
            <>
              {bulkOn && selected.size > 0 && (
                <BulkPanel
                  selected={data.rows.filter((row) => selected.has(row.id))}
                  currencyCode={data.currencyCode}
                  onClear={() => select([...selected], false)}
                  onApplied={(n) => { setSelected(new Set()); resource.reload(); setNotice(`Changed ${String(n)} ${n === 1 ? 'product' : 'products'}.`); }}
                  onReload={() => { setSelected(new Set()); resource.reload(); }}
                />
              )}
              <p role="status">{`${String(data.total)} ${data.total === 1 ? 'product' : 'products'}, page ${String(data.page)} of ${String(Math.max(1, Math.ceil(data.total / data.pageSize)))}`}</p>
              <table className="admin-table store-inventory">
                <thead>
                  <tr>
                    {bulkOn && <BulkSelectAll rows={data.rows} selected={selected} onSelect={select} />}
                    <th scope="col"><span className="visually-hidden">Variants</span></th>
                    {COLUMNS.map((c) => (
                      <th key={c.sort} scope="col" aria-sort={query.sort === c.sort ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
                        <button type="button" className="store-sort" onClick={() => sortOn(c.sort)}>
                          {c.label}
                          <span aria-hidden="true">{query.sort === c.sort ? (query.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                          <span className="visually-hidden">, sort {query.sort === c.sort && query.dir === 'asc' ? 'descending' : 'ascending'}</span>
                        </button>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <Fragment key={row.id}>
                      <tr className="store-row" onClick={(e) => { if (!(e.target as HTMLElement).closest('button, a, input, label')) openProduct(row.id); }}>
                        {bulkOn && <BulkSelectRow row={row} selected={selected} onSelect={select} />}
                        <td>
                          <button type="button" className="admin-button store-expander" aria-expanded={open.has(row.id)} aria-controls={`variants-${row.id}`} onClick={() => toggle(row.id)}>
                            <span aria-hidden="true">{open.has(row.id) ? '−' : '+'}</span>
                            <span className="visually-hidden">Variants of {row.title}</span>
                          </button>
                        </td>
                        <th scope="row">
                          <a href={`/admin/products/${encodeURIComponent(row.id)}`} onClick={(e) => { e.preventDefault(); openProduct(row.id); }}>{row.title}</a>
                        </th>
                        <td>{stockText(row)}</td>
                        <td>{priceRange(row.minPriceCents, row.maxPriceCents, data.currencyCode)}</td>
                      </tr>
                      {open.has(row.id) && (
                        <tr id={`variants-${row.id}`} className="store-variants">
                          {bulkOn && <td />}
                          <td />
                          <td colSpan={3}>
                            <table className="admin-table">
                              <caption className="visually-hidden">Variants of {row.title}</caption>
                              <thead>
                                <tr><th scope="col">Variant</th><th scope="col">SKU</th><th scope="col">Price</th><th scope="col">Stock</th></tr>
                              </thead>
                              <tbody>
                                {row.variants.map((v) => (
                                  <tr key={v.id}>
                                    <th scope="row">{v.label || 'Only variant'}</th>
                                    <td>{v.sku}</td>
                                    <td>{priceRange(v.onSale ? v.salePriceCents : v.priceCents, v.onSale ? v.salePriceCents : v.priceCents, data.currencyCode)}{v.onSale ? ' (on sale)' : ''}</td>
                                    <td><VariantStock variant={v} productTitle={row.title} canWrite={canWrite} onReload={resource.reload} /></td>
                                  </tr>
                                ))}
                              </tbody>
                            </table>
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  ))}
                </tbody>
              </table>
              <nav className="admin-toolbar store-pager" aria-label="Pages">
                <button type="button" className="admin-button" disabled={data.page <= 1} onClick={() => setQueryClearing({ ...query, page: query.page - 1 })}>Previous page</button>
                <button type="button" className="admin-button" disabled={!data.hasNextPage} onClick={nextPage}>Next page</button>
              </nav>
            </>
          )
        }
      </ResourceView>
    </>
  );
}

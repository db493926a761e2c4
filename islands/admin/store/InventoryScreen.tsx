/**
 * The inventory panel (`/admin/inventory`): products found by name or SKU, sorted on name, stock
 * or price, 25 a page, each row opening its variants with their stock edited in place. The search,
 * sorts, row clicks, expanders and next page are recorded as the spec's tracking events. While
 * the bulk manager is on, rows can be chosen (one by one or the whole page) and changed at once.
 */
import { useState } from 'react';
import { INVENTORY_SORTS, type InventoryRow, type InventorySort, type SortDirection } from '../../../domain/admin/store/inventory.js';
import type { ScreenProps } from '../screen-props.js';
import { AppLink } from '../ui/AppLink.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { DataTable } from '../ui/DataTable.js';
import { PageButtons } from '../ui/PageButtons.js';
import { EmptyState, ErrorState, ResourceView } from '../ui/StateViews.js';
import { SearchForm } from '../ui/SearchForm.js';
import type { Column } from '../ui/table-columns.js';
import { priceRange } from './format.js';
import { recordInventoryEvent } from './inventory-events.js';
import { VariantTable } from './VariantTable.js';
import { BulkPanel } from './bulk/BulkPanel.js';
import { BulkSelectAll, BulkSelectRow, BulkUnavailable } from './bulk/BulkSelect.js';
import './store.css';

interface ColumnsContext {
  open: ReadonlySet<string>;
  toggle: (id: string) => void;
  currencyCode: string;
}

interface SelectContext {
  rows: readonly InventoryRow[];
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
}

const selectColumn = ({ rows, selected, onSelect }: SelectContext): Column<InventoryRow> => ({
  key: 'select',
  header: 'Select',
  headerContent: <BulkSelectAll rows={rows} selected={selected} onSelect={onSelect} />,
  className: 'bulk-cell',
  cell: (row) => <BulkSelectRow row={row} selected={selected} onSelect={onSelect} />,
});

const inventoryColumns = ({ open, toggle, currencyCode }: ColumnsContext): Column<InventoryRow>[] => [
  {
    key: 'variants',
    header: 'Variants',
    hideHeader: true,
    cell: (row) => (
      <button type="button" className="admin-button store-expander" aria-expanded={open.has(row.id)} aria-controls={`variants-${row.id}`} onClick={() => toggle(row.id)}>
        <span aria-hidden="true">{open.has(row.id) ? '−' : '+'}</span>
        <span className="visually-hidden">Variants of {row.title}</span>
      </button>
    ),
  },
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    sortable: true,
    cell: (row) => (
      <AppLink href={productHref(row.id)} onFollow={() => recordInventoryEvent('rowClick', { productId: row.id })}>{row.title}</AppLink>
    ),
  },
  { key: 'stock', header: 'Stock', sortable: true, cell: stockText },
  { key: 'price', header: 'Price', sortable: true, cell: (row) => priceRange(row.minPriceCents, row.maxPriceCents, currencyCode) },
];

function productHref(id: string): string {
  return `/admin/products/${encodeURIComponent(id)}`;
}

function stockText(row: Pick<InventoryRow, 'stock' | 'unlimited'>): string {
  return row.unlimited ? 'Unlimited' : row.stock === 0 ? 'Sold out' : String(row.stock);
}

export default function InventoryScreen({ canWrite, navigate }: ScreenProps) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ q: '', sort: 'name' as InventorySort, dir: 'asc' as SortDirection, page: 1 });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const resource = useApiQuery(api.inventory, query);
  const bulk = useApiQuery(api.bulkStatus, undefined, { enabled: canWrite });
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

  const search = (q: string) => {
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
    navigate(productHref(id));
  };

  return (
    <>
      <h1>Inventory</h1>
      <SearchForm id="inventory-search" label="Search by name or SKU" button="Search" draft={draft} onDraft={setDraft} onSearch={search} />
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
              <DataTable
                caption="Inventory"
                className="store-inventory"
                columns={[
                  ...(bulkOn ? [selectColumn({ rows: data.rows, selected, onSelect: select })] : []),
                  ...inventoryColumns({ open, toggle, currencyCode: data.currencyCode }),
                ]}
                rows={data.rows}
                empty={null}
                sort={{ key: query.sort, dir: query.dir }}
                onSort={(key) => { const sort = INVENTORY_SORTS.find((s) => s === key); if (sort) sortOn(sort); }}
                rowProps={(row) => ({ className: 'store-row', onClick: (e) => { if (!(e.target as HTMLElement).closest('button, a, input, label')) openProduct(row.id); } })}
                detail={(row) =>
                  open.has(row.id)
                    ? { id: `variants-${row.id}`, content: <VariantTable row={row} currencyCode={data.currencyCode} canWrite={canWrite} onReload={resource.reload} /> }
                    : null
                }
              />
              <PageButtons
                label="Pages"
                className="store-pager"
                page={data.page}
                hasNext={data.hasNextPage}
                onPage={(page) => {
                  if (page > query.page) recordInventoryEvent('nextPage', { page });
                  setQueryClearing({ ...query, page });
                }}
              />
            </>
          )
        }
      </ResourceView>
    </>
  );
}

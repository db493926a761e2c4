/**
 * A DataTable of a list read page by page (`useApiPages`): loading and error states before the first
 * page, the empty state, the rows, a failed next page with its retry, and "Load more".
 */
import { DataTable, type DataTableProps } from './DataTable.js';
import { ErrorState, Loading } from './StateViews.js';
import type { Paged } from '../query/use-api-pages.js';

export interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows'> {
  paged: Paged<Row>;
  loadingLabel: string;
  /** The "Load more" button's text. */
  moreLabel: string;
}

export function PagedTable<Row>({ paged, loadingLabel, moreLabel, ...table }: PagedTableProps<Row>) {
  const first = paged.items.length === 0;
  if (first && paged.status === 'error') return <ErrorState message={paged.error} onRetry={paged.reload} />;
  if (first && paged.status === 'loading') return <Loading label={loadingLabel} />;
  return (
    <>
      <DataTable {...table} rows={paged.items} />
      {!first && paged.status === 'error' && <ErrorState message={paged.error} onRetry={paged.more} />}
      {paged.hasMore && (
        <button type="button" className="admin-button" onClick={paged.more} disabled={paged.status === 'loading'}>
          {paged.status === 'loading' ? 'Loading…' : moreLabel}
        </button>
      )}
    </>
  );
}

/**
 * A DataTable of a list read page by page (`useApiPages`): loading and error states before the first
 * page, the empty state, the rows, a failed next page with its retry, and "Load more".
 */
import { AnyKeyTable, type AnyKeyTableProps, type RowKeyProp, type TableProps } from './DataTable.js';
import { PagedMore } from './PagedMore.js';
import { ErrorState, Loading } from './StateViews.js';
import type { Paged } from '../query/use-api-pages.js';

export type PagedTableProps<Row> = Omit<TableProps<Row>, 'rows'> &
  RowKeyProp<Row> & {
    paged: Paged<Row>;
    loadingLabel: string;
    /** The "Load more" button's text ("Load more" unless it says what more). */
    moreLabel?: string;
  };

export function PagedTable<Row>({ paged, loadingLabel, moreLabel = 'Load more', ...table }: PagedTableProps<Row>) {
  const first = paged.items.length === 0;
  if (first && paged.status === 'error') return <ErrorState message={paged.error} onRetry={paged.reload} />;
  if (first && paged.status === 'loading') return <Loading label={loadingLabel} />;
  return (
    <>
      <AnyKeyTable {...(table as Omit<AnyKeyTableProps<Row>, 'rows'>)} rows={paged.items} />
      <PagedMore paged={paged} label={moreLabel} />
    </>
  );
}

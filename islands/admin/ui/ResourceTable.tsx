/** A DataTable of a list read at once (`useApiQuery`): the read's loading and error states, then its rows. */
import { AnyKeyTable, type AnyKeyTableProps, type RowKeyProp, type TableProps } from './DataTable.js';
import { ResourceView } from './StateViews.js';
import type { Resource } from '../query/use-api-query.js';

export type ResourceTableProps<T, Row> = Omit<TableProps<Row>, 'rows'> &
  RowKeyProp<Row> & {
    resource: Resource<T>;
    loadingLabel: string;
    /** The editor's words for a failed read, said before the reason. */
    failed?: string;
    /** The rows in what the read answered. */
    rows: (data: T) => readonly Row[];
  };

export function ResourceTable<T, Row>({ resource, loadingLabel, failed, rows, ...table }: ResourceTableProps<T, Row>) {
  return (
    <ResourceView resource={resource} label={loadingLabel} failed={failed}>
      {(data) => <AnyKeyTable {...(table as Omit<AnyKeyTableProps<Row>, 'rows'>)} rows={rows(data)} />}
    </ResourceView>
  );
}

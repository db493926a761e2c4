/** A DataTable's columns, typed by the row they show. */
import type { ReactNode } from 'react';
import type { SortValue } from './table-sort.js';

export interface Column<Row> {
  /** Unique among the table's columns; the key a sort names. */
  key: string;
  /** The column's name, read by screen readers even when `hideHeader` hides it. */
  header: string;
  hideHeader?: boolean;
  /** Shown in the header cell instead of `header` (a select-all box); `header` still names the column. */
  headerContent?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** The rows sort on this column by these values (client side). */
  sortValue?: (row: Row) => SortValue;
  /** The column sorts through the table's `onSort` (server side). */
  sortable?: boolean;
  className?: string;
}

export const isSortable = <Row>(column: Column<Row>): boolean => column.sortable === true || column.sortValue !== undefined;

/** A moment (ms since the epoch) in the reader's local date and time, or `none` when there is none. */
export const localTime = (ms: number | null, none = ''): string => (ms === null ? none : new Date(ms).toLocaleString());

/**
 * A column of moments in local date and time: `none` is said for a row without one; `sortable`
 * sorts the rows by the moment (client side).
 */
export function timeColumn<Row>(key: string, header: string, at: (row: Row) => number | null, options: { none?: string; sortable?: boolean } = {}): Column<Row> {
  const column: Column<Row> = { key, header, cell: (row) => localTime(at(row), options.none) };
  return options.sortable === true ? { ...column, sortValue: at } : column;
}

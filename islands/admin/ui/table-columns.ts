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

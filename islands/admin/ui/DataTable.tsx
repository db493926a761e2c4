/**
 * The admin's table: a caption, typed columns (sortable on the client by their values, or through
 * `onSort` when the server sorts), row actions, rows that open a detail row, and the empty state
 * shown instead of a table without rows. Rows are keyed by their `id` unless `rowKey` says otherwise.
 */
import { Fragment, isValidElement, useState, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { SortHeader } from './SortHeader.js';
import { EmptyState } from './StateViews.js';
import { isSortable, type Column } from './table-columns.js';
import { nextSort, sortRows, type SortState } from './table-sort.js';
import './data-table.css';

/** An empty state's title, its title and a sentence under it, the whole state, or nothing. */
export type EmptyContent = string | { title: string; text: ReactNode } | ReactElement | null;

/** How rows are told apart: by their `id` when they have one, else by `rowKey`. */
export type RowKeyProp<Row> = Row extends { readonly id: string } ? { rowKey?: (row: Row) => string } : { rowKey: (row: Row) => string };

export type DataTableProps<Row> = TableProps<Row> & RowKeyProp<Row>;
/** The props as the table reads them (`RowKeyProp` is checked where a table is used). */
export type AnyKeyTableProps<Row> = TableProps<Row> & { rowKey?: (row: Row) => string };

export interface TableProps<Row> {
  /** What the table lists; its caption (read by screen readers unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** Shown instead of the table when there are no rows. */
  empty: EmptyContent;
  /** The buttons or links of a row, in a last column named "Actions" for screen readers. */
  actions?: (row: Row) => ReactNode;
  /** Client sorting: the order at first. Server sorting: the order shown, with `onSort`. */
  sort?: SortState;
  onSort?: (key: string) => void;
  /** A row shown under the row it belongs to (its `id` for `aria-controls`), or null. */
  detail?: (row: Row) => { id: string; content: ReactNode } | null;
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
  /** Rows under the list (totals), in `<tfoot>`. */
  footer?: ReactNode;
  /** Wide tables scroll in a focusable region named "<caption> table". */
  scroll?: boolean;
  className?: string;
}

export const DataTable = AnyKeyTable as <Row>(props: DataTableProps<Row>) => ReactElement;

export function AnyKeyTable<Row>(props: AnyKeyTableProps<Row>) {
  const { caption, showCaption = false, columns, rows, rowKey = idOf, empty, actions, onSort, detail, rowProps, footer, scroll = false, className } = props;
  const [ownSort, setOwnSort] = useState<SortState | undefined>(props.sort);
  const sort = onSort ? props.sort : ownSort;
  const sortOn = onSort ?? ((key: string) => setOwnSort(nextSort(ownSort, key)));
  if (rows.length === 0) return <EmptyView empty={empty} />;

  const sortColumn = onSort ? undefined : columns.find((c) => c.key === sort?.key)?.sortValue;
  const shown = sortColumn && sort ? sortRows(rows, sortColumn, sort.dir) : rows;
  const width = columns.length + (actions ? 1 : 0);
  const table = (
    <table className={className ? `admin-table ${className}` : 'admin-table'}>
      <caption className={showCaption ? 'admin-table-caption' : 'visually-hidden'}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) =>
            isSortable(c) ? (
              <SortHeader key={c.key} columnKey={c.key} label={c.header} sort={sort} onSort={sortOn} />
            ) : (
              <th key={c.key} scope="col" className={c.className}>
                {c.headerContent ?? (c.hideHeader ? <span className="visually-hidden">{c.header}</span> : c.header)}
              </th>
            ),
          )}
          {actions && (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {shown.map((row) => {
          const more = detail?.(row) ?? null;
          return (
            <Fragment key={rowKey(row)}>
              <tr {...rowProps?.(row)}>
                {columns.map((c) =>
                  c.rowHeader ? (
                    <th key={c.key} scope="row" className={c.className}>
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.key} className={c.className}>
                      {c.cell(row)}
                    </td>
                  ),
                )}
                {actions && (
                  <td>
                    <div className="admin-actions">{actions(row)}</div>
                  </td>
                )}
              </tr>
              {more && (
                <tr id={more.id} className="admin-table-detail">
                  <td colSpan={width}>{more.content}</td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  );
  if (!scroll) return table;
  return (
    <div className="admin-scroll" tabIndex={0} role="region" aria-label={`${caption} table`}>
      {table}
    </div>
  );
}

function EmptyView({ empty }: { empty: EmptyContent }) {
  if (typeof empty === 'string') return <EmptyState title={empty} />;
  if (empty === null || isValidElement(empty)) return empty;
  return (
    <EmptyState title={empty.title}>
      <p>{empty.text}</p>
    </EmptyState>
  );
}

function idOf(row: unknown): string {
  return (row as { id: string }).id;
}

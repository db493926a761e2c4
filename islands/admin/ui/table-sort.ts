/** The order of a DataTable's rows: which column, which way, and the rows sorted by a column's values. */
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  dir: SortDirection;
}

export type SortValue = string | number | null;

/** The sort after activating `key`: the same column turns around, another starts ascending. */
export function nextSort(current: SortState | undefined, key: string): SortState {
  return { key, dir: current?.key === key && current.dir === 'asc' ? 'desc' : 'asc' };
}

export function ariaSort(current: SortState | undefined, key: string): 'ascending' | 'descending' | 'none' {
  if (current?.key !== key) return 'none';
  return current.dir === 'asc' ? 'ascending' : 'descending';
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  // Missing values go last whichever the direction.
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** The rows in the order of `sort`, equal rows keeping their order; the input is not changed. */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => SortValue, dir: SortDirection): Row[] {
  const sign = dir === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const byValue = a.key === null || b.key === null ? compare(a.key, b.key) : sign * compare(a.key, b.key);
      return byValue || a.index - b.index;
    })
    .map((entry) => entry.row);
}

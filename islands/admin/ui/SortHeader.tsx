/** A sortable column's header: a button that sorts on it, its state as `aria-sort`. */
import { ariaSort, type SortState } from './table-sort.js';

export function SortHeader({ columnKey, label, sort, onSort }: { columnKey: string; label: string; sort: SortState | undefined; onSort: (key: string) => void }) {
  const state = ariaSort(sort, columnKey);
  const next = state === 'ascending' ? 'descending' : 'ascending';
  return (
    <th scope="col" aria-sort={state}>
      <button type="button" className="admin-sort" onClick={() => onSort(columnKey)}>
        {label}
        <span aria-hidden="true">{state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : ''}</span>
        <span className="visually-hidden">, sort {next}</span>
      </button>
    </th>
  );
}

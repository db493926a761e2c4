/** The inventory table's choice boxes for the bulk manager (its header's and each row's), and the note shown while it is off. */
import { useEffect, useRef } from 'react';
import type { InventoryRow } from '../../../../domain/admin/store/inventory.js';

interface SelectProps {
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
}

export function BulkSelectAll({ rows, selected, onSelect }: SelectProps & { rows: readonly InventoryRow[] }) {
  const ref = useRef<HTMLInputElement>(null);
  const chosen = rows.filter((row) => selected.has(row.id)).length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = chosen > 0 && chosen < rows.length;
  }, [chosen, rows.length]);
  return <input ref={ref} type="checkbox" className="bulk-select" aria-label="Select all products on this page" checked={rows.length > 0 && chosen === rows.length} onChange={(e) => onSelect(rows.map((row) => row.id), e.target.checked)} />;
}

export function BulkSelectRow({ row, selected, onSelect }: SelectProps & { row: InventoryRow }) {
  return <input type="checkbox" className="bulk-select" aria-label={`Select ${row.title}`} checked={selected.has(row.id)} onChange={(e) => onSelect([row.id], e.target.checked)} />;
}

export function BulkUnavailable() {
  return (
    <p className="admin-hint bulk-off">
      The bulk manager is off for this shop, so products are changed one at a time. An administrator can switch it on under Settings → Entitlements.
    </p>
  );
}

/** The bulk change form's fields, turned into the call's change (checked by the server's schema). */
import { bulkAmountIssue, bulkChange, type BulkChange, type BulkChangeKind } from '../../../../domain/admin/store/bulk-change.js';
import type { ApiIssue } from '../../../../domain/admin/api-issue.js';

export interface BulkForm {
  kind: BulkChangeKind;
  amount: string;
  unit: 'percent' | 'amount';
  direction: 'up' | 'down';
  value: string;
  percentOff: string;
  qtyInStock: string;
  visible: 'true' | 'false';
}

export const BLANK_BULK_FORM: BulkForm = { kind: 'set-price', amount: '', unit: 'percent', direction: 'down', value: '', percentOff: '', qtyInStock: '', visible: 'true' };

export const CHANGE_LABELS: readonly { kind: BulkChangeKind; label: string }[] = [
  { kind: 'set-price', label: 'Set the price' },
  { kind: 'adjust-price', label: 'Raise or lower the price' },
  { kind: 'sale', label: 'Put on sale' },
  { kind: 'end-sale', label: 'End the sale' },
  { kind: 'stock', label: 'Set the stock' },
  { kind: 'unlimited', label: 'Make the stock unlimited' },
  { kind: 'visibility', label: 'Show or hide' },
];

function draftOf(form: BulkForm): unknown {
  switch (form.kind) {
    case 'set-price': return { kind: form.kind, amount: form.amount };
    case 'adjust-price': return { kind: form.kind, unit: form.unit, direction: form.direction, value: form.value };
    case 'sale': return { kind: form.kind, percentOff: form.percentOff };
    case 'stock': return { kind: form.kind, qtyInStock: form.qtyInStock.trim() === '' ? Number.NaN : Number(form.qtyInStock) };
    case 'visibility': return { kind: form.kind, visible: form.visible === 'true' };
    default: return { kind: form.kind };
  }
}

/** The change the form describes, or the fields that are wrong (paths as the form names them). */
export function changeOf(form: BulkForm, currencyCode: string): { change: BulkChange } | { issues: ApiIssue[] } {
  const parsed = bulkChange.safeParse(draftOf(form));
  if (parsed.success) {
    const issue = bulkAmountIssue(parsed.data, currencyCode);
    return issue ? { issues: [{ path: issue.path.replace(/^change\./, ''), message: issue.message }] } : { change: parsed.data };
  }
  return { issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) };
}

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

/** The words the form's choice shows for each kind of change (every kind has them). */
const KIND_LABELS: Readonly<Record<BulkChangeKind, string>> = {
  'set-price': 'Set the price',
  'adjust-price': 'Raise or lower the price',
  sale: 'Put on sale',
  'end-sale': 'End the sale',
  stock: 'Set the stock',
  unlimited: 'Make the stock unlimited',
  visibility: 'Show or hide',
};

/** The choices, in the form's order. */
export const CHANGE_LABELS: readonly { kind: BulkChangeKind; label: string }[] = Object.entries(KIND_LABELS).map(([kind, label]) => ({ kind: kind as BulkChangeKind, label }));

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

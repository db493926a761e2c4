/** The orders list's search form: status, payment and fulfilment filters and a number-or-email search, applied on submit; "Show all" clears them. */
import { useState, type FormEvent } from 'react';
import { ORDER_STATUSES } from '../../../domain/commerce/order-status.js';
import { FULFILMENT_LABELS, FULFILMENT_STATES, PAYMENT_LABELS, PAYMENT_STATES } from '../../../domain/commerce/order-lifecycle.js';
import { Field } from '../ui/Field.js';
import { statusText } from './order-format.js';

export type OrderFilterValues = { status: string; q: string; payment: string; fulfilment: string };

export const NO_ORDER_FILTERS: OrderFilterValues = { status: '', q: '', payment: '', fulfilment: '' };

export const isFiltered = (f: OrderFilterValues): boolean => f.status !== '' || f.q !== '' || f.payment !== '' || f.fulfilment !== '';

/** A filter chosen from a list: which filter, its label, what "no filter" says, the values and their names. */
interface Choice {
  key: 'status' | 'payment' | 'fulfilment';
  label: string;
  any: string;
  options: readonly { value: string; text: string }[];
}

const choice = <V extends string>(key: Choice['key'], label: string, any: string, values: readonly V[], text: (value: V) => string): Choice => ({
  key,
  label,
  any,
  options: values.map((value) => ({ value, text: text(value) })),
});

const CHOICES: readonly Choice[] = [
  choice('status', 'Status', 'All statuses', ORDER_STATUSES, statusText),
  choice('payment', 'Payment', 'Any payment', PAYMENT_STATES, (s) => PAYMENT_LABELS[s]),
  choice('fulfilment', 'Fulfilment', 'Any fulfilment', FULFILMENT_STATES, (s) => FULFILMENT_LABELS[s]),
];

export function OrderFilters({ applied, onApply }: { applied: OrderFilterValues; onApply: (filters: OrderFilterValues) => void }) {
  const [draft, setDraft] = useState(applied);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  };
  return (
    <form className="admin-toolbar" role="search" aria-label="Find orders" onSubmit={submit}>
      {CHOICES.map((c) => (
        <Field key={c.key} label={c.label}>
          <select value={draft[c.key]} onChange={(e) => setDraft({ ...draft, [c.key]: e.target.value })}>
            <option value="">{c.any}</option>
            {c.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.text}
              </option>
            ))}
          </select>
        </Field>
      ))}
      <Field label="Order number or email">
        <input type="search" value={draft.q} maxLength={200} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
      </Field>
      <button type="submit" className="admin-button admin-button-primary">
        Find orders
      </button>
      {isFiltered(applied) && (
        <button
          type="button"
          className="admin-button"
          onClick={() => {
            setDraft(NO_ORDER_FILTERS);
            onApply(NO_ORDER_FILTERS);
          }}
        >
          Show all
        </button>
      )}
    </form>
  );
}

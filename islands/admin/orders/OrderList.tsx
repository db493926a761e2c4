/** The orders newest first, page by page, filtered by status and searched by number or email. */
import { useState, type FormEvent } from 'react';
import type { OrderRow } from '../../../domain/admin/orders.js';
import { ORDER_STATUSES } from '../../../domain/commerce/order-status.js';
import { FULFILMENT_LABELS, FULFILMENT_STATES, PAYMENT_LABELS, PAYMENT_STATES } from '../../../domain/commerce/order-lifecycle.js';
import { ExportCsvButton } from './ExportCsvButton.js';
import { Field } from '../ui/Field.js';
import { PagedTable } from '../ui/PagedTable.js';
import type { Column } from '../ui/table-columns.js';
import { api } from '../query/api.js';
import { useApiPages } from '../query/use-api-pages.js';
import { AppLink } from '../ui/AppLink.js';
import { dateText, statusText } from './order-format.js';
import { minorUnitsText } from '../../../domain/money/cart-money.js';

const orderHref = (id: string): string => `/admin/orders/${encodeURIComponent(id)}`;

const orderColumns = (navigate: (href: string) => void): Column<OrderRow>[] => [
  {
    key: 'number',
    header: 'Order',
    cell: (o) => (
      <>
        <AppLink href={orderHref(o.id)} navigate={navigate}>
          #{o.number}
        </AppLink>
        {o.testMode && <span className="admin-order-test"> (test)</span>}
      </>
    ),
  },
  { key: 'date', header: 'Date', cell: (o) => dateText(o.created) },
  { key: 'customer', header: 'Customer', cell: (o) => o.customerEmail ?? '—' },
  { key: 'status', header: 'Status', cell: (o) => <span className={`admin-order-status admin-order-status-${o.status}`}>{statusText(o.status)}</span> },
  { key: 'items', header: 'Items', cell: (o) => o.itemCount },
  { key: 'total', header: 'Total', cell: (o) => minorUnitsText(o.grandTotalCents, o.currencyCode) },
  { key: 'payment', header: 'Payment', cell: (o) => PAYMENT_LABELS[o.paymentStatus] },
  { key: 'fulfilment', header: 'Fulfilment', cell: (o) => FULFILMENT_LABELS[o.fulfilmentStatus] },
];

export function OrderList({ navigate }: { navigate: (href: string) => void }) {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [payment, setPayment] = useState('');
  const [fulfilment, setFulfilment] = useState('');
  const [applied, setApplied] = useState({ status: '', q: '', payment: '', fulfilment: '' });
  const orders = useApiPages(api.orders, applied, (answer) => ({ items: answer.orders, hasNextPage: answer.hasNextPage, nextPageCursor: answer.nextPageCursor }));
  const filtered = applied.status !== '' || applied.q !== '' || applied.payment !== '' || applied.fulfilment !== '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied({ status, q: search.trim(), payment, fulfilment });
  };

  return (
    <>
      <h1>Orders</h1>
      <form className="admin-toolbar" role="search" aria-label="Find orders" onSubmit={submit}>
        <Field label="Status">
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusText(s)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Payment">
          <select value={payment} onChange={(e) => setPayment(e.target.value)}>
            <option value="">Any payment</option>
            {PAYMENT_STATES.map((s) => (
              <option key={s} value={s}>
                {PAYMENT_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Fulfilment">
          <select value={fulfilment} onChange={(e) => setFulfilment(e.target.value)}>
            <option value="">Any fulfilment</option>
            {FULFILMENT_STATES.map((s) => (
              <option key={s} value={s}>
                {FULFILMENT_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Order number or email">
          <input type="search" value={search} maxLength={200} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        <button type="submit" className="admin-button admin-button-primary">
          Find orders
        </button>
        {filtered && (
          <button
            type="button"
            className="admin-button"
            onClick={() => {
              setStatus('');
              setSearch('');
              setPayment('');
              setFulfilment('');
              setApplied({ status: '', q: '', payment: '', fulfilment: '' });
            }}
          >
            Show all
          </button>
        )}
      </form>
      <ExportCsvButton filters={applied} />
      <PagedTable
        paged={orders}
        loadingLabel="Loading orders…"
        moreLabel="Load more orders"
        caption="Orders"
        scroll
        columns={orderColumns(navigate)}
        empty={filtered ? { title: 'No orders match.', text: 'Try another status or search.' } : { title: 'No orders yet.', text: 'Orders appear here as soon as shoppers place them.' }}
      />
    </>
  );
}

/** The orders newest first, page by page, filtered by status and searched by number or email. */
import { useCallback, useState, type FormEvent } from 'react';
import type { OrderPage } from '../../../domain/admin/orders.js';
import { ORDER_STATUSES } from '../../../domain/commerce/order-status.js';
import { adminRequest } from '../admin-api.js';
import { Field } from '../ui/Field.js';
import { EmptyState, ErrorState, Loading } from '../ui/StateViews.js';
import { usePaged } from '../ui/use-paged.js';
import { dateText, moneyText, statusText } from './order-format.js';

export function OrderList({ navigate }: { navigate: (href: string) => void }) {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState({ status: '', q: '' });
  const orders = usePaged(
    useCallback(
      async (cursor: string | null) => {
        const params = new URLSearchParams();
        if (applied.status) params.set('status', applied.status);
        if (applied.q) params.set('q', applied.q);
        if (cursor) params.set('cursor', cursor);
        const query = params.toString();
        const result = await adminRequest<OrderPage>(`/api/admin/orders${query ? `?${query}` : ''}`);
        if (!result.ok) return result;
        return { ...result, data: { items: result.data.orders, hasNextPage: result.data.hasNextPage, nextPageCursor: result.data.nextPageCursor } };
      },
      [applied],
    ),
  );
  const filtered = applied.status !== '' || applied.q !== '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied({ status, q: search.trim() });
  };
  const open = (id: string) => navigate(`/admin/orders/${encodeURIComponent(id)}`);

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
              setApplied({ status: '', q: '' });
            }}
          >
            Show all
          </button>
        )}
      </form>
      {orders.status === 'error' && orders.items.length === 0 ? (
        <ErrorState message={orders.error} onRetry={orders.reload} />
      ) : orders.status === 'loading' && orders.items.length === 0 ? (
        <Loading label="Loading orders…" />
      ) : orders.items.length === 0 ? (
        <EmptyState title={filtered ? 'No orders match.' : 'No orders yet.'}>{filtered ? <p>Try another status or search.</p> : <p>Orders appear here as soon as shoppers place them.</p>}</EmptyState>
      ) : (
        <div className="admin-scroll" tabIndex={0} role="region" aria-label="Orders table">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col">Items</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {orders.items.map((o) => (
                <tr key={o.id}>
                  <td>
                    <a
                      href={`/admin/orders/${encodeURIComponent(o.id)}`}
                      onClick={(e) => {
                        e.preventDefault();
                        open(o.id);
                      }}
                    >
                      #{o.number}
                    </a>
                    {o.testMode && <span className="admin-order-test"> (test)</span>}
                  </td>
                  <td>{dateText(o.created)}</td>
                  <td>{o.customerEmail ?? '—'}</td>
                  <td>
                    <span className={`admin-order-status admin-order-status-${o.status}`}>{statusText(o.status)}</span>
                  </td>
                  <td>{o.itemCount}</td>
                  <td>{moneyText(o.grandTotalCents, o.currencyCode)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {orders.status === 'error' && orders.items.length > 0 && <ErrorState message={orders.error} onRetry={orders.more} />}
      {orders.hasMore && (
        <button type="button" className="admin-button" onClick={orders.more} disabled={orders.status === 'loading'}>
          {orders.status === 'loading' ? 'Loading…' : 'Load more orders'}
        </button>
      )}
    </>
  );
}

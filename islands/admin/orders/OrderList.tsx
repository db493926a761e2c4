/** The orders newest first, page by page, filtered by status and searched by number or email. */
import { useState } from 'react';
import type { OrderRow } from '../../../domain/admin/orders.js';
import { FULFILMENT_LABELS, PAYMENT_LABELS } from '../../../domain/commerce/order-lifecycle.js';
import { ExportCsvButton } from './ExportCsvButton.js';
import { isFiltered, NO_ORDER_FILTERS, OrderFilters } from './OrderFilters.js';
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
  const [applied, setApplied] = useState(NO_ORDER_FILTERS);
  const orders = useApiPages(api.orders, applied, (answer) => ({ items: answer.orders, hasNextPage: answer.hasNextPage, nextPageCursor: answer.nextPageCursor }));
  const filtered = isFiltered(applied);

  return (
    <>
      <h1>Orders</h1>
      <OrderFilters applied={applied} onApply={setApplied} />
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

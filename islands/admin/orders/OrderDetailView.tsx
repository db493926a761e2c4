/**
 * One order: number, date, status, customer, addresses, payment, lines and totals, and the
 * status moves its status allows (cancelling asks first). Each move carries the version shown, so
 * a change made meanwhile by someone else answers 409 and the screen offers to reload.
 */
import { DIGITAL } from '../../../domain/enums/product-type.js';
import { useState } from 'react';
import type { OrderDetail, OrderLine } from '../../../domain/admin/orders.js';
import type { OrderStatus } from '../../../domain/commerce/order-status.js';
import { isPosMethod, POS_METHOD_LABELS, POS_PROVIDER } from '../../../domain/admin/store/point-of-sale.js';
import { AddressLines } from './AddressLines.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { DataTable } from '../ui/DataTable.js';
import type { Column } from '../ui/table-columns.js';
import { api } from '../query/api.js';
import { DetailPage, type RecordBodyProps, type RecordScreenProps } from '../ui/DetailPage.js';
import { dateText, MOVE_LABELS, statusText } from './order-format.js';
import { minorUnitsText } from '../../../domain/money/cart-money.js';
import { OrderFulfilmentPanel } from './OrderFulfilmentPanel.js';
import { OrderSubscriptionsPanel } from './OrderSubscriptionsPanel.js';
import { PersonalisationList } from '../../shared/PersonalisationList.js';
import { ResendDownloads } from './ResendDownloads.js';

export function OrderDetailView(props: RecordScreenProps) {
  return <DetailPage {...props} back={{ href: '/admin/orders', label: 'All orders' }} read={api.order} loading="Loading the order…" body={OrderBody} />;
}

function OrderBody({ record: order, saving: { state, save }, saveStatus, reload, canWrite }: RecordBodyProps<OrderDetail>) {
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const inPerson = order.payment.provider === POS_PROVIDER;
  const move = async (status: OrderStatus) => {
    setConfirming(null);
    await save(api.moveOrder, { id: order.id }, { status, expectedVersion: order.version });
  };
  const c = order.currencyCode;
  return (
    <article className="admin-order" aria-labelledby="order-title">
      <h1 id="order-title">
        Order #{order.number}
        {order.testMode && <span className="admin-order-test"> (test)</span>}
      </h1>
      <dl className="admin-order-facts">
        <div>
          <dt>Placed</dt>
          <dd>{dateText(order.created)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`admin-order-status admin-order-status-${order.status}`} data-testid="order-status">
              {statusText(order.status)}
            </span>
          </dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>{order.customerEmail ?? '—'}</dd>
        </div>
      </dl>
      {canWrite && (order.nextStatuses.length > 0 || state.status !== 'idle') && (
        <section className="admin-section" aria-labelledby="order-actions">
          <h2 id="order-actions">Change status</h2>
          {order.nextStatuses.length === 0 && <p className="admin-hint">A {statusText(order.status).toLowerCase()} order cannot change any more.</p>}
          <div className="admin-actions">
            {order.nextStatuses.map((s) => (
              <button
                key={s}
                type="button"
                className={s === 'cancelled' ? 'admin-button admin-button-danger' : 'admin-button admin-button-primary'}
                disabled={state.status === 'saving'}
                onClick={() => (s === 'cancelled' ? setConfirming(s) : void move(s))}
              >
                {MOVE_LABELS[s]}
              </button>
            ))}
          </div>
          {saveStatus}
          <ConfirmDialog
            open={confirming !== null}
            title={`Cancel order #${order.number}?`}
            confirmLabel="Cancel order"
            danger
            onConfirm={() => void move('cancelled')}
            onCancel={() => setConfirming(null)}
          >
            <p>The order cannot be reopened afterwards.{order.status === 'awaiting_payment' || order.status === 'paid' ? ' Its items go back into stock.' : ''} The shopper is emailed.{order.status === 'paid' ? ' The payment is not refunded here: for a refund, use “Cancel with stock and refund choices…” below.' : ''}</p>
          </ConfirmDialog>
        </section>
      )}
      <div className="admin-order-columns">
        {order.shippingAddress && (
          <section aria-labelledby="order-ship">
            <h2 id="order-ship">Shipping address</h2>
            <AddressLines address={order.shippingAddress} />
          </section>
        )}
        {order.giftCardRecipient && (
          <section aria-labelledby="order-gift">
            <h2 id="order-gift">Gift card recipient</h2>
            <p>
              {order.giftCardRecipient.name} ({order.giftCardRecipient.email})
            </p>
            {order.giftCardRecipient.message && <blockquote>{order.giftCardRecipient.message}</blockquote>}
          </section>
        )}
        <section aria-labelledby="order-payment">
          <h2 id="order-payment">Payment</h2>
          <dl className="admin-order-facts">
            <div>
              <dt>Provider</dt>
              <dd>{inPerson ? 'Point of sale' : (order.payment.provider ?? '—')}</dd>
            </div>
            <div>
              <dt>Reference</dt>
              <dd>{inPerson && isPosMethod(order.payment.reference) ? POS_METHOD_LABELS[order.payment.reference] : (order.payment.reference ?? '—')}</dd>
            </div>
            {order.payment.instructions && (
              <div>
                <dt>Instructions</dt>
                <dd>{order.payment.instructions}</dd>
              </div>
            )}
            {order.payment.expiresAt !== null && (
              <div>
                <dt>Stock held until</dt>
                <dd>{dateText(order.payment.expiresAt)}</dd>
              </div>
            )}
          </dl>
        </section>
      </div>
      <OrderFulfilmentPanel key={order.version} orderId={order.id} canWrite={canWrite} onChanged={reload} />
      <OrderSubscriptionsPanel orderId={order.id} canWrite={canWrite} />
      <section className="admin-section" aria-labelledby="order-lines">
        <h2 id="order-lines">Items</h2>
        <p>
          <a href={`/admin/orders/${encodeURIComponent(order.id)}/packing-slip`}>Packing slip</a>
        </p>
        {canWrite && order.lines.some((l) => l.productType === DIGITAL) && <ResendDownloads orderId={order.id} />}
        <DataTable
          caption="Order items"
          scroll
          columns={lineColumns(c)}
          rows={order.lines}
          rowKey={(line) => `${line.sku}-${String(order.lines.indexOf(line))}`}
          empty="This order has no items."
          footer={
            <>
              <Total label="Subtotal" cents={order.subtotalCents} currency={c} />
              {order.discountTotalCents > 0 && <Total label="Discount" cents={-order.discountTotalCents} currency={c} />}
              <Total label="Shipping" cents={order.shippingTotalCents} currency={c} />
              <Total label="Tax" cents={order.taxTotalCents} currency={c} />
              <Total label="Total" cents={order.grandTotalCents} currency={c} strong />
            </>
          }
        />
      </section>
    </article>
  );
}

const lineColumns = (currency: string): Column<OrderLine>[] => [
  {
    key: 'product',
    header: 'Product',
    cell: (line) => (
      <>
        {line.productName}
        {line.variantName && <span className="admin-hint"> — {line.variantName}</span>}
        <PersonalisationList answers={line.personalisation} className="admin-order-personalisation" />
        {line.billingText && <span className="admin-order-billing">Subscription: {line.billingText}</span>}
      </>
    ),
  },
  { key: 'sku', header: 'SKU', cell: (line) => line.sku },
  { key: 'quantity', header: 'Quantity', cell: (line) => line.quantity },
  { key: 'unit', header: 'Unit price', cell: (line) => minorUnitsText(line.unitPriceCents, currency) },
  { key: 'total', header: 'Total', cell: (line) => minorUnitsText(line.lineTotalCents, currency) },
];

function Total({ label, cents, currency, strong = false }: { label: string; cents: number; currency: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'admin-order-grand' : undefined}>
      <th scope="row" colSpan={4}>
        {label}
      </th>
      <td>
        {minorUnitsText(cents, currency)} {strong ? currency : ''}
      </td>
    </tr>
  );
}

/**
 * An order's packing slip (`/admin/orders/<id>/packing-slip`): what goes in the box and where it
 * goes, with each line's personalisation under its form labels, and no prices. "Print" prints
 * only the slip (orders.css hides the admin's frame when printing).
 */
import type { OrderDetail } from '../../../domain/admin/orders.js';
import { PersonalisationList } from '../../shared/PersonalisationList.js';
import { ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { AppLink } from '../ui/AppLink.js';
import { dateText } from './order-format.js';
import { AddressLines } from './AddressLines.js';

interface Props {
  orderId: string;
  navigate: (href: string) => void;
}

export function PackingSlipView({ orderId, navigate }: Props) {
  const order = useApiQuery(api.order, { id: orderId });
  const back = `/admin/orders/${encodeURIComponent(orderId)}`;
  return (
    <>
      <p className="admin-slip-tools">
        <AppLink href={back} navigate={navigate}>
          Back to the order
        </AppLink>{' '}
        <button type="button" className="admin-button" onClick={() => window.print()}>
          Print
        </button>
      </p>
      <ResourceView resource={order} label="Loading the packing slip…">
        {(data) => <Slip order={data} />}
      </ResourceView>
    </>
  );
}

function Slip({ order }: { order: OrderDetail }) {
  return (
    <article className="admin-packing-slip" aria-labelledby="slip-title">
      <h1 id="slip-title">Packing slip: order #{order.number}</h1>
      <p>Placed {dateText(order.created)}</p>
      {order.shippingAddress ? (
        <section aria-labelledby="slip-ship">
          <h2 id="slip-ship">Ship to</h2>
          <AddressLines address={order.shippingAddress} />
        </section>
      ) : (
        <p>Nothing in this order ships.</p>
      )}
      <table className="admin-table admin-slip-lines">
        <caption>Items to pack</caption>
        <thead>
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col">Item</th>
            <th scope="col">SKU</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={`${line.sku}-${String(index)}`} className="admin-slip-line">
              <td>{line.quantity}</td>
              <td>
                {line.productName}
                {line.variantName && <span> — {line.variantName}</span>}
                <PersonalisationList answers={line.personalisation} className="admin-slip-personalisation" />
              </td>
              <td>{line.sku}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

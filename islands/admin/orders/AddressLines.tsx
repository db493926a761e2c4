/** An order's address as its lines, one per row. */
import type { OrderAddress } from '../../../domain/admin/orders.js';
import { addressLines } from './order-format.js';

export function AddressLines({ address }: { address: OrderAddress }) {
  return (
    <address>
      {addressLines(address).map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

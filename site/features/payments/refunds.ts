/**
 * Giving money back through the way it was paid (issue 25: refunds call the provider). Each
 * order's payment names its provider; a refund asks that provider, by the order's payment
 * reference, before anything is recorded, so a refund the provider refuses leaves the order as
 * it was (502 `refund-failed`). Money paid outside the shop (a bank transfer, cash at the point of
 * sale) is returned outside it too: the refund is recorded and the shopper's email says how it
 * comes back. A provider switched off since the order was placed still refunds it.
 */
import { randomBytes } from 'node:crypto';
import { POS_PROVIDER } from '../../../domain/admin/store/point-of-sale.js';
import { ApiError } from '../../edge/api-error.js';

export interface RefundRequest {
  /** The payment's reference at the provider (null for money paid outside the shop). */
  reference: string | null;
  cents: number;
  currencyCode: string;
}

export interface RefundOutcome {
  /** The provider's reference of the refund; null when the money goes back outside the shop. */
  reference: string | null;
  /** How the shopper gets the money: through the provider, or as the shop pays it back itself. */
  via: 'provider' | 'shop';
}

export type Refunder = (request: RefundRequest) => Promise<RefundOutcome>;

/** A stand-in provider (test mode, the Afterpay test stand-in): no money moves; the refund is recorded under its own reference. */
const standIn =
  (prefix: string): Refunder =>
  async (request) => {
    if (request.reference === null) throw new ApiError(502, 'refund-failed', 'The payment has no reference at its provider, so it cannot be refunded there.');
    return { reference: `${prefix}_refund_${randomBytes(8).toString('hex')}`, via: 'provider' };
  };

const byShop: Refunder = async () => ({ reference: null, via: 'shop' });

const REFUNDERS: ReadonlyMap<string, Refunder> = new Map([
  ['test', standIn('test')],
  ['afterpay', standIn('afterpay_test')],
  ['manual', byShop],
  [POS_PROVIDER, byShop],
]);

/** The refunder of the provider an order was paid with; a provider this shop does not know is refused (nothing recorded). */
export function refunderFor(provider: string): Refunder {
  const refunder = REFUNDERS.get(provider);
  if (!refunder) throw new ApiError(502, 'refund-failed', `Payments by ${provider} cannot be refunded from here; refund it with the provider, then record it.`);
  return refunder;
}

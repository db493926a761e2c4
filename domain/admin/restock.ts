/** A variant with restock sign-ups, as the merchant's calls list it (spec 001 §7). */
export interface RestockGroup {
  productId: string;
  variantId: string;
  sku: string;
  productName: string;
  /** Sign-ups not notified yet. */
  pendingCount: number;
  totalCount: number;
}

/** One visitor's sign-up for a variant. */
export interface RestockSignup {
  id: string;
  email: string;
  joinMailingList: boolean;
  created: number;
  notified: number | null;
}

/** What a send answers: emails queued, and sign-ups left waiting because their variant is still at stock 0. */
export interface RestockSendAnswer {
  queued: number;
  skipped: number;
}

/** The admin's note after a send: how many are on their way and how many wait for stock. */
export function restockSendNote({ queued, skipped }: RestockSendAnswer): string {
  const sent = queued === 1 ? '1 notification is on its way.' : `${String(queued)} notifications are on their way.`;
  if (skipped === 0) return sent;
  const waiting = skipped === 1 ? '1 sign-up was skipped' : `${String(skipped)} sign-ups were skipped`;
  return `${sent} ${waiting}: the variant is still out of stock, so they keep waiting.`;
}

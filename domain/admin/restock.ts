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

import type { DiscountCode } from '../../commerce/discount-code.js';

/** A discount code as the admin lists it: its terms as typed back into the form, and its uses. */
export interface DiscountCodeRow extends DiscountCode {
  /** The form's texts of the stored terms ("10", "5.00", "2026-12-31", ""), for editing. */
  form: {
    value: string;
    minSubtotal: string;
    startsOn: string;
    endsOn: string;
    maxUses: string;
    perCustomerUses: string;
  };
}

export interface DiscountCodeList {
  codes: DiscountCodeRow[];
  currencyCode: string;
}

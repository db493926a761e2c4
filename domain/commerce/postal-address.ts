/** A shipping address as the checkout takes it and an order keeps it. */
export interface PostalAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** Who receives a gift card bought at checkout. */
export interface GiftCardRecipient {
  name: string;
  email: string;
  message: string | null;
  /** The day (`YYYY-MM-DD`) the card's email goes out; none: as soon as the order is paid. */
  sendOn?: string | null;
}

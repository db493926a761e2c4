/** The most of one entry a cart may hold, whatever the stock. */
export const MAX_ENTRY_QUANTITY = 9999;

export const PRODUCT_TYPE = { physical: 1, digital: 2, service: 3, giftCard: 4 } as const;

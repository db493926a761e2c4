// Issue 21: the gift-card limit was 1,000,000 minor units in every currency: $10,000.00 in USD,
// but ¥1,000,000 in JPY and 1,000 KWD, and its message always said "$10,000.00". The limit is now
// 10,000 of the card's currency (the same face value everywhere), written in that currency.
import { describe, expect, it } from 'vitest';
import { giftCardIssueSchemaIn, giftCardLimitMessage, maxGiftCardCents } from '../../../domain/commerce/gift-card.js';

describe('the gift-card limit by currency (issue 21)', () => {
  it.each([
    ['USD', 1_000_000, 'The amount may be at most $10,000.00.'],
    ['JPY', 10_000, 'The amount may be at most ¥10,000.'],
    ['KWD', 10_000_000, 'The amount may be at most KWD\u00a010,000.000.'],
  ])('%s: 10,000 of the currency is %i minor units, and the message says it in the currency', (currency, minor, message) => {
    expect(maxGiftCardCents(currency)).toBe(minor);
    expect(giftCardLimitMessage('The amount', currency)).toBe(message);
    const schema = giftCardIssueSchemaIn(currency);
    expect(schema.safeParse({ amountCents: minor }).success).toBe(true);
    expect(schema.safeParse({ amountCents: minor + 1 }).error?.issues).toMatchObject([{ path: ['amountCents'], message }]);
  });
});

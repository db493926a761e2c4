// The checkout's settings as a shop gets them: holds of 30 minutes, 50 units an order, at most
// 3 / 10 / 3 unpaid orders at once per visitor / address / email; the store's settings change
// them, and the environment overrides both.
import { describe, expect, it } from 'vitest';
import { checkoutSettings } from '../../../../site/features/payments/settings.js';

describe('checkoutSettings', () => {
  it('has the defaults a real shop gets', () => {
    const settings = checkoutSettings({}, {});
    expect(settings.holdMs).toBe(30 * 60_000);
    expect(settings.maxOrderQuantity).toBe(50);
    expect(settings.unpaidCaps).toEqual({ perVisitor: 3, perAddress: 10, perEmail: 3 });
  });

  it('reads the store settings, and the environment over them', () => {
    const website = { storeSettings: { paymentHoldMinutes: 45, maxUnpaidOrdersPerVisitor: 2, maxUnpaidOrdersPerAddress: 20, maxUnpaidOrdersPerEmail: 1 } };
    expect(checkoutSettings(website, {})).toMatchObject({ holdMs: 45 * 60_000, unpaidCaps: { perVisitor: 2, perAddress: 20, perEmail: 1 } });
    expect(checkoutSettings(website, { ORDER_HOLD_MS: '1000', UNPAID_ORDERS_PER_ADDRESS: '5' })).toMatchObject({ holdMs: 1000, unpaidCaps: { perVisitor: 2, perAddress: 5, perEmail: 1 } });
  });

  it('ignores settings that are not positive whole numbers', () => {
    const website = { storeSettings: { paymentHoldMinutes: -1, maxUnpaidOrdersPerVisitor: 0, maxUnpaidOrdersPerEmail: '4' } };
    expect(checkoutSettings(website, { UNPAID_ORDERS_PER_ADDRESS: '0' })).toMatchObject({ holdMs: 30 * 60_000, unpaidCaps: { perVisitor: 3, perAddress: 10, perEmail: 3 } });
  });
});

// The payment and fulfilment rules: what may follow what, the single status older surfaces read,
// the undo window, the manual-payment deadline and its reminder, the deadline in the shop's zone.
import { describe, expect, it } from 'vitest';
import {
  canMoveFulfilment, canMovePayment, canUndoFulfilment, FULFILMENT_STATES, fulfilmentOf, orderStatusOf, PAYMENT_STATES, paymentAfterRefund, UNDO_WINDOW_MS,
} from '../../../domain/commerce/order-lifecycle.js';
import { deadlineText, expiredText, reminderDueAt } from '../../../domain/commerce/payment-deadline.js';

const DAY = 24 * 60 * 60 * 1000;

describe('payment transitions', () => {
  it.each([
    ['pending', 'paid', true],
    ['pending', 'expired', true],
    ['pending', 'authorised', true],
    ['authorised', 'paid', true],
    ['authorised', 'expired', false],
    ['paid', 'partially_refunded', true],
    ['partially_refunded', 'refunded', true],
    ['paid', 'pending', false],
    ['expired', 'paid', false],
    ['refunded', 'paid', false],
    ['voided', 'paid', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMovePayment(from, to)).toBe(allowed);
  });

  it('final payment states lead nowhere', () => {
    for (const final of ['refunded', 'voided', 'expired'] as const) for (const to of PAYMENT_STATES) expect(canMovePayment(final, to)).toBe(false);
  });
});

describe('fulfilment transitions', () => {
  it.each([
    ['unfulfilled', 'partially_fulfilled', true],
    ['unfulfilled', 'cancelled', true],
    ['partially_fulfilled', 'fulfilled', true],
    ['fulfilled', 'partially_fulfilled', true], // an undone shipment
    ['fulfilled', 'cancelled', false],
    ['partially_fulfilled', 'cancelled', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveFulfilment(from, to)).toBe(allowed);
  });

  it('a cancelled order is never fulfilled', () => {
    for (const to of FULFILMENT_STATES) expect(canMoveFulfilment('cancelled', to)).toBe(false);
  });

  it('units shipped decide the fulfilment', () => {
    expect(fulfilmentOf(0, 3)).toBe('unfulfilled');
    expect(fulfilmentOf(1, 3)).toBe('partially_fulfilled');
    expect(fulfilmentOf(3, 3)).toBe('fulfilled');
  });

  it('a fulfilment can be undone for a day, not after', () => {
    expect(canUndoFulfilment(0, UNDO_WINDOW_MS - 1)).toBe(true);
    expect(canUndoFulfilment(0, UNDO_WINDOW_MS)).toBe(false);
  });
});

describe('the one status older surfaces read', () => {
  it.each([
    ['pending', 'unfulfilled', 'awaiting_payment'],
    ['paid', 'unfulfilled', 'paid'],
    ['paid', 'partially_fulfilled', 'paid'],
    ['paid', 'fulfilled', 'fulfilled'],
    ['expired', 'cancelled', 'cancelled'],
    ['refunded', 'cancelled', 'cancelled'],
  ] as const)('%s + %s → %s', (payment, fulfilment, status) => {
    expect(orderStatusOf(payment, fulfilment)).toBe(status);
  });

  it('a refund of part of the total is partial, of the rest is whole', () => {
    expect(paymentAfterRefund(5000, 0, 1000)).toBe('partially_refunded');
    expect(paymentAfterRefund(5000, 1000, 4000)).toBe('refunded');
  });
});

describe('manual payment deadline', () => {
  it('the reminder is a day before a three-day deadline, half-way through a short one', () => {
    expect(reminderDueAt(0, 3 * DAY)).toBe(2 * DAY);
    expect(reminderDueAt(0, 2 * DAY)).toBe(DAY);
    expect(reminderDueAt(1000, 1000 + 60_000)).toBe(31_000);
  });

  it('reads the deadline in the shop time zone', () => {
    const at = Date.UTC(2026, 10, 30, 17, 25);
    expect(deadlineText(at, 'UTC')).toBe('November 30, 2026 at 5:25 PM UTC');
    expect(deadlineText(at, 'America/New_York')).toBe('November 30, 2026 at 12:25 PM EST');
    expect(deadlineText(at, 'Not/A_Zone')).toBe('November 30, 2026 at 5:25 PM UTC');
    expect(expiredText(at, 'UTC')).toBe('Cancelled: payment was not received by November 30, 2026 at 5:25 PM UTC');
  });
});

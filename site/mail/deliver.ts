import { forgetOutboxSecret, leaseDueOutbox, markOutboxFailed, markOutboxSent, type OutboxMessage, type Store } from '../db/index.js';
import type { SiteInfo } from './messages/site-info.js';
import type { MailTransport, OutgoingMail } from './transport.js';

/**
 * Writes an outbox message as mail; undefined when its kind or payload is not one we can write.
 * The kinds are listed above mail (`site/features/mail-messages.ts`), handed in at boot.
 */
export type RenderOutbox = (message: OutboxMessage, site: SiteInfo) => OutgoingMail | undefined;

/** Attempts before a message is given up. */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;
const LEASE_MS = 2 * 60_000;

/** When to try again after the n-th failed attempt (1, 2, 4… minutes, at most 6 hours), or never. */
export function retryAt(attempts: number, now: number): number | undefined {
  if (attempts >= MAX_ATTEMPTS) return undefined;
  return now + Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

export interface DeliveryRound {
  sent: number;
  failed: number;
}

/** Sends what is due in the outbox: each sent message marked sent, each failure recorded for a retry. */
export async function deliverDue(store: Store, transport: MailTransport, site: SiteInfo, render: RenderOutbox, now = Date.now(), batch = 50): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: 0, failed: 0 };
  for (const message of await leaseDueOutbox(store, now, batch, LEASE_MS)) {
    const mail = render(message, site);
    if (!mail) {
      await markOutboxFailed(store, message.id, `no message for kind "${message.kind}" with this payload`, undefined);
      round.failed += 1;
      continue;
    }
    try {
      await transport.send(mail, message.id);
      await markOutboxSent(store, message.id);
      await forgetOutboxSecret(store, message.id);
      round.sent += 1;
    } catch (error) {
      const attempts = message.attempts + 1;
      await markOutboxFailed(store, message.id, error instanceof Error ? error.message : String(error), retryAt(attempts, Date.now()));
      round.failed += 1;
    }
  }
  return round;
}

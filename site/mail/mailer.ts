import type { Store } from '../db/index.js';
import { deliverDue, type RenderOutbox } from './deliver.js';
import { mailSettings } from './mail-settings.js';
import type { SiteInfo } from './messages/site-info.js';
import { createMailTransport, type MailTransport } from './transport.js';

interface Running {
  store: Store;
  transport: MailTransport;
  site: () => Promise<SiteInfo>;
  render: RenderOutbox;
  draining: Promise<void> | undefined;
  again: boolean;
}

let running: Running | undefined;

/**
 * Starts draining the outbox in this process: every `MAIL_INTERVAL_MS` (default 5 s) and soon
 * after `kickMailer()`. Several processes may drain one database: each message is leased.
 * `render` writes each message (the kinds: `site/features/mail-messages.ts`, handed in by boot).
 */
export function startMailer(store: Store, site: () => Promise<SiteInfo>, render: RenderOutbox): void {
  if (running) return;
  const settings = mailSettings();
  const transport = createMailTransport(settings);
  running = { store, transport, site, render, draining: undefined, again: false };
  console.info(`[mail] outbox delivered to ${transport.description}`);
  setInterval(() => kickMailer(), settings.intervalMs).unref();
}

/** Drains the outbox now (after a change queued messages); a drain under way runs once more after. */
export function kickMailer(): void {
  const mailer = running;
  if (!mailer) return;
  if (mailer.draining) {
    mailer.again = true;
    return;
  }
  mailer.draining = (async () => {
    try {
      do {
        mailer.again = false;
        const round = await deliverDue(mailer.store, mailer.transport, await mailer.site(), mailer.render);
        if (round.failed > 0) console.warn(`[mail] ${String(round.failed)} message(s) failed; they will be retried`);
        if (round.sent + round.failed === 50) mailer.again = true;
      } while (mailer.again);
    } catch (error) {
      console.error('[mail] draining the outbox failed:', error);
    } finally {
      mailer.draining = undefined;
    }
  })();
}

// Delivering the outbox: each message sent once, failures retried later and given up after the
// last attempt, messages of an unknown kind given up at once, two drains never sending one
// message twice; the folder transport writes a readable message.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addToCart, listOutbox, placeOrder, signUpForRestock, sendRestockNotifications } from '../../../site/db/index.js';
import { deliverDue, MAX_ATTEMPTS, retryAt } from '../../../site/mail/deliver.js';
import { renderOutboxMessage } from '../../../site/features/mail-messages.js';
import { createMailTransport, type MailTransport, type OutgoingMail } from '../../../site/mail/transport.js';
import { mailSettings } from '../../../site/mail/mail-settings.js';
import { useSeededStore } from '../db/seeded-store.js';
import { testCheckout } from '../db/catalogue.js';

const SITE = { title: 'Fern & Finch', origin: 'https://shop.test' };

const temp = useSeededStore();

function recordingTransport(failures = 0): MailTransport & { sent: OutgoingMail[] } {
  let toFail = failures;
  const sent: OutgoingMail[] = [];
  return {
    description: 'memory',
    sent,
    async send(mail) {
      if (toFail > 0) {
        toFail -= 1;
        throw new Error('connection refused');
      }
      sent.push(mail);
    },
    close() {},
  };
}

async function queueRestock(emails: string[]): Promise<void> {
  const { productId, variantId } = await firstVariant();
  for (const email of emails) await signUpForRestock(temp.store, { productId, variantId, email, joinMailingList: false });
  await sendRestockNotifications(temp.store, { productId, variantId });
}

async function firstVariant(): Promise<{ productId: string; variantId: string }> {
  // A variant in stock: one still at stock 0 sends nothing.
  const row = await temp.store.db.selectFrom('variants').select(['id', 'product_id']).where('qty_in_stock', '>', 0).orderBy('id').executeTakeFirstOrThrow();
  return { productId: row.product_id, variantId: row.id };
}

describe('delivering the outbox', () => {
  it('sends each restock message once, with the product and its link', async () => {
    await queueRestock(['a@example.com', 'b@example.com']);
    const transport = recordingTransport();
    expect(await deliverDue(temp.store, transport, SITE, renderOutboxMessage)).toEqual({ sent: 2, failed: 0 });
    expect(await deliverDue(temp.store, transport, SITE, renderOutboxMessage)).toEqual({ sent: 0, failed: 0 });
    expect(transport.sent.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(transport.sent[0]?.subject).toMatch(/ is back in stock$/);
    expect(transport.sent[0]?.text).toContain('https://shop.test/p/');
    expect((await listOutbox(temp.store)).every((m) => m.sent !== null && m.attempts === 1)).toBe(true);
  });

  it('regression: a failed send is kept with its error and tried again later, not lost', async () => {
    await queueRestock(['a@example.com']);
    const transport = recordingTransport(1);
    const now = Date.now();
    expect(await deliverDue(temp.store, transport, SITE, renderOutboxMessage, now)).toEqual({ sent: 0, failed: 1 });
    const [failed] = await listOutbox(temp.store);
    expect(failed).toMatchObject({ sent: null, failed: null, attempts: 1, lastError: 'connection refused' });
    expect(await deliverDue(temp.store, transport, SITE, renderOutboxMessage, now + 1000)).toEqual({ sent: 0, failed: 0 });
    expect(await deliverDue(temp.store, transport, SITE, renderOutboxMessage, now + 61_000)).toEqual({ sent: 1, failed: 0 });
    expect((await listOutbox(temp.store))[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('gives up after the last attempt, and at once on a kind it cannot write', async () => {
    expect(retryAt(1, 0)).toBe(60_000);
    expect(retryAt(3, 0)).toBe(240_000);
    expect(retryAt(MAX_ATTEMPTS, 0)).toBeUndefined();
    await temp.store.db.insertInto('notification_outbox').values({ id: 'x1', kind: 'mystery', recipient: 'a@example.com', payload: '{}', created_at: 1, sent_at: null }).execute();
    expect(await deliverDue(temp.store, recordingTransport(), SITE, renderOutboxMessage)).toEqual({ sent: 0, failed: 1 });
    expect((await listOutbox(temp.store))[0]).toMatchObject({ lastError: expect.stringContaining('mystery') as unknown });
    expect((await listOutbox(temp.store))[0]?.failed).not.toBeNull();
  });

  it('two drains at once send every message exactly once', async () => {
    await queueRestock(Array.from({ length: 12 }, (_, i) => `r${String(i)}@example.com`));
    const transport = recordingTransport();
    const rounds = await Promise.all([deliverDue(temp.store, transport, SITE, renderOutboxMessage), deliverDue(temp.store, transport, SITE, renderOutboxMessage)]);
    expect(rounds[0].sent + rounds[1].sent).toBe(12);
    expect(new Set(transport.sent.map((m) => m.to)).size).toBe(12);
  });

  it('restock notice for a variant still at stock 0: the sign-up keeps waiting; once in stock the mail names the product and the variant, and a failed send keeps the sign-up pending', async () => {
    const tee = { productId: 'tee', variantId: 'tee-v2' };
    await signUpForRestock(temp.store, { ...tee, email: 'reader@example.com', joinMailingList: false });
    expect(await sendRestockNotifications(temp.store, tee)).toEqual({ queued: 0, skipped: 1 });
    expect(await listOutbox(temp.store)).toHaveLength(0);
    await temp.store.db.updateTable('variants').set({ qty_in_stock: 3 }).where('id', '=', tee.variantId).execute();
    expect(await sendRestockNotifications(temp.store, tee)).toEqual({ queued: 1, skipped: 0 });
    const notified = async () => (await temp.store.db.selectFrom('restock_signups').select('notified_at').where('variant_id', '=', tee.variantId).executeTakeFirstOrThrow()).notified_at;
    const now = Date.now();
    expect(await deliverDue(temp.store, recordingTransport(1), SITE, renderOutboxMessage, now)).toEqual({ sent: 0, failed: 1 });
    expect(await notified()).toBeNull();
    const folder = await mkdtemp(join(tmpdir(), 'mail-folder-'));
    try {
      const transport = createMailTransport(mailSettings({ MAIL_DIR: folder, MAIL_FROM: 'Shop <shop@example.com>' }));
      expect(await deliverDue(temp.store, transport, SITE, renderOutboxMessage, now + 61_000)).toEqual({ sent: 1, failed: 0 });
      const [file] = await readdir(folder);
      const message = await readFile(join(folder, file ?? ''), 'utf8');
      expect(message).toMatch(/^To: reader@example\.com$/m);
      expect(message).toContain('Tee =E2=80=94 Size: M');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    expect(await notified()).not.toBeNull();
  });

  it('writes each message to the mail folder when there is no SMTP server', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'mail-folder-'));
    try {
      await queueRestock(['reader@example.com']);
      const transport = createMailTransport(mailSettings({ MAIL_DIR: folder, MAIL_FROM: 'Shop <shop@example.com>' }));
      expect(await deliverDue(temp.store, transport, SITE, renderOutboxMessage)).toEqual({ sent: 1, failed: 0 });
      const [file] = await readdir(folder);
      const message = await readFile(join(folder, file ?? ''), 'utf8');
      expect(message).toMatch(/^To: reader@example\.com$/m);
      expect(message).toMatch(/^From: Shop <shop@example\.com>$/m);
      expect(message).toMatch(/^Subject: .* is back in stock$/m);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses an SMTP_URL that is not smtp, and SMTP without MAIL_FROM in production', () => {
    expect(() => mailSettings({ SMTP_URL: 'http://mail' })).toThrow(/smtp:\/\//);
    expect(() => mailSettings({ SMTP_URL: 'smtp://mail:25', NODE_ENV: 'production' })).toThrow(/MAIL_FROM/);
  });

  it('writes the order confirmation: number, lines with variants, totals in the currency, address and how to pay', async () => {
    await addToCart(temp.store, { visitorId: 'v1' }, { itemId: 'tee', sku: 'TEE-S', quantity: 2 });
    const payment = { provider: 'manual', status: 'awaiting_payment', reference: null, instructions: 'Pay by bank transfer to <ACME>.', testMode: false } as const;
    const order = await placeOrder(temp.store, { visitorId: 'v1' }, { ...testCheckout, payment });
    const transport = recordingTransport();
    expect(await deliverDue(temp.store, transport, SITE, renderOutboxMessage)).toEqual({ sent: 1, failed: 0 });
    const [mail] = transport.sent;
    expect(mail?.to).toBe('shopper@example.com');
    expect(mail?.subject).toBe('Order #1001 received');
    expect(mail?.text).toContain('2 × Tee (Size: S): $30.00');
    expect(mail?.text).toContain('Total: $30.00');
    expect(mail?.text).toContain('Ada Shopper');
    expect(mail?.text).toContain('Pay by bank transfer to <ACME>.');
    expect(mail?.text).toContain(`https://shop.test/checkout/order-confirmed/${order.id}`);
    expect(mail?.html).toContain('Pay by bank transfer to &#60;ACME&#62;.');
    expect(mail?.html).not.toContain('<ACME>');
  });
});

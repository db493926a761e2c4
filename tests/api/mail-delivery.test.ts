// Restock notifications reach a real SMTP server: the merchant's send queues them (none while the
// variant is still at stock 0), the server's mailer delivers them at once to SMTP_URL from
// MAIL_FROM naming the product and the variant, the outbox records them as sent and the sign-ups
// as notified only then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox, listRestockSignups, setStock, signUpForRestock } from '../../site/db/index.js';
import { signIn } from './helpers/account.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

const MERCHANT = { email: 'owner@shop.test', password: 'mail owner password' };
const TOWEL = { productId: 'prod-tea-towel', variantId: 'var-tea-towel' };
const APRON = { productId: 'prod-apron', variantId: 'var-apron-charcoal-l' };

/** A message's quoted-printable text as read (soft line breaks joined, bytes decoded as UTF-8). */
const quotedPrintable = (raw: string): string =>
  Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

let smtp: SmtpSink;
let db: TempDatabase;
let server: ServerProcess;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ({ db, server } = await startSuite({
    SMTP_URL: smtp.url, MAIL_FROM: 'Fern & Finch <shop@fern.test>',
    MERCHANT_EMAIL: MERCHANT.email, MERCHANT_PASSWORD: MERCHANT.password, RATE_LIMIT_WRITES: '1000',
  }));
  await new Visitor(server.baseUrl).arrive();
  await db.withStore(async (store) => {
    await signUpForRestock(store, { ...TOWEL, email: 'first@example.com', joinMailingList: false });
    await signUpForRestock(store, { ...TOWEL, email: 'second@example.com', joinMailingList: true });
  });
}, 180_000);

afterAll(async () => {
  await stopSuite(server, db);
  await smtp.close();
});

describe('restock email over SMTP', () => {
  it('restock notice for a variant still at stock 0: nothing is sent, the answer counts the sign-ups skipped, they keep waiting', async () => {
    const { account } = await signIn(server.baseUrl, MERCHANT.email, MERCHANT.password);
    const send = await account.merchant('POST', '/api/site-users/account/notifications/restock/send', { json: TOWEL });
    expect(send.body).toEqual({ success: true, queued: 0, skipped: 2 });
    const all = await account.merchant('POST', '/api/site-users/account/notifications/restock/send/all', { json: { sendRequests: [TOWEL] } });
    expect(all.body).toEqual({ success: true, queued: 0, skipped: 2 });
    expect(await db.withStore((store) => listOutbox(store))).toEqual([]);
    const waiting = await db.withStore((store) => listRestockSignups(store, TOWEL));
    expect(waiting.signUps.map((s) => s.notified)).toEqual([null, null]);
  });

  it('names the variant in the email once it is in stock, and marks the sign-up notified once delivered', async () => {
    await db.withStore(async (store) => {
      await setStock(store, 'APR-CHA-L', 3);
      await signUpForRestock(store, { ...APRON, email: 'apron@example.com', joinMailingList: false });
    });
    const { account } = await signIn(server.baseUrl, MERCHANT.email, MERCHANT.password);
    const send = await account.merchant('POST', '/api/site-users/account/notifications/restock/send', { json: APRON });
    expect(send.body).toEqual({ success: true, queued: 1, skipped: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['apron@example.com']);
    expect(quotedPrintable(mail?.raw ?? '')).toContain('Good news: Linen Apron — Color: Charcoal, Size: L/XL is back in stock');
    await expect.poll(async () => (await db.withStore((store) => listRestockSignups(store, APRON))).signUps.map((s) => s.notified !== null)).toEqual([true]);
  });

  it('delivers one message per sign-up to the SMTP server, and the outbox marks them sent', async () => {
    await db.withStore((store) => setStock(store, 'TWL-2', 5));
    const { account } = await signIn(server.baseUrl, MERCHANT.email, MERCHANT.password);
    const send = await account.merchant('POST', '/api/site-users/account/notifications/restock/send', { json: TOWEL });
    expect(send.body).toEqual({ success: true, queued: 2, skipped: 0 });
    const messages = (await smtp.waitFor(3)).filter((m) => !m.to.includes('apron@example.com'));
    expect(messages.flatMap((m) => m.to).sort()).toEqual(['first@example.com', 'second@example.com']);
    expect(messages.every((m) => m.from === 'shop@fern.test')).toBe(true);
    const raw = messages[0]?.raw ?? '';
    expect(raw).toMatch(/^Subject: .*tea towel.* is back in stock$/im);
    // Links start at the public origin: without SITE_URL, where the server listens.
    expect(raw).toContain(`${server.baseUrl}/shop/p/linen-tea-towel`);
    await expect.poll(async () => (await db.withStore((store) => listOutbox(store))).map((m) => m.sent !== null)).toEqual([true, true, true]);
    await expect.poll(async () => (await db.withStore((store) => listRestockSignups(store, TOWEL))).signUps.every((s) => s.notified !== null)).toBe(true);
  });
});

// Restock notifications reach a real SMTP server: the merchant's send queues them, the server's
// mailer delivers them at once to SMTP_URL from MAIL_FROM, and the outbox records them as sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox, signUpForRestock } from '../../site/db/index.js';
import { signIn } from './helpers/account.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { ServerProcess } from './helpers/server-process.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

const MERCHANT = { email: 'owner@shop.test', password: 'mail owner password' };
const TOWEL = { productId: 'prod-tea-towel', variantId: 'var-tea-towel' };

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
  it('delivers one message per sign-up to the SMTP server, and the outbox marks them sent', async () => {
    const { account } = await signIn(server.baseUrl, MERCHANT.email, MERCHANT.password);
    const send = await account.merchant('POST', '/api/site-users/account/notifications/restock/send', { json: TOWEL });
    expect(send.body).toEqual({ success: true, queued: 2 });
    const messages = await smtp.waitFor(2);
    expect(messages.flatMap((m) => m.to).sort()).toEqual(['first@example.com', 'second@example.com']);
    expect(messages.every((m) => m.from === 'shop@fern.test')).toBe(true);
    const raw = messages[0]?.raw ?? '';
    expect(raw).toMatch(/^Subject: .*tea towel.* is back in stock$/im);
    // Links start at the public origin: without SITE_URL, where the server listens.
    expect(raw).toContain(`${server.baseUrl}/shop/p/linen-tea-towel`);
    await expect.poll(async () => (await db.withStore((store) => listOutbox(store))).map((m) => m.sent !== null)).toEqual([true, true]);
  });
});

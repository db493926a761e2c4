// The account emails as delivered: the server (without SMTP) writes each sent message as an .eml
// file in its mail folder (tests/api/helpers/server-process.ts); these read the newest message of
// a kind to a recipient once it was sent, and the link it carries.
import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { listOutbox } from '../../../site/db/index.js';
import type { TempDatabase } from './temp-db.js';

export interface DeliveredMail {
  subject: string;
  /** The text part, quoted-printable decoded. */
  text: string;
  link: URL;
  /** Messages of this kind to this recipient so far. */
  count: number;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  return bytes.toString('utf8');
}

/** The message's text part (multipart/alternative as nodemailer writes it). */
function textPart(eml: string): string {
  const part = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?\n([\s\S]*?)\n--/i.exec(eml)?.[1] ?? '';
  return /Content-Transfer-Encoding: quoted-printable/i.test(eml) ? decodeQuotedPrintable(part) : part;
}

/** The newest message once there are `count` of them (messages queued after the answer, as a reset's, arrive later). */
export async function mailTo(db: TempDatabase, baseUrl: string, kind: string, recipient: string, count = 1): Promise<DeliveredMail> {
  const mine = async () => (await db.withStore((store) => listOutbox(store, { kind, limit: 200 }))).filter((m) => m.recipient === recipient);
  await expect.poll(async () => {
    const messages = await mine();
    return messages.length >= count && messages[0]?.sent != null;
  }, { timeout: 15_000 }).toBe(true);
  const messages = await mine();
  const newest = messages[0];
  if (!newest) throw new Error(`no ${kind} message to ${recipient}`);
  // Once sent, the outbox no longer holds the link's token.
  expect(JSON.stringify(newest.payload)).not.toContain('token');
  const folder = join(tmpdir(), `storefront-mail-${new URL(baseUrl).port}`);
  const file = readdirSync(folder).find((name) => name.endsWith(`-${newest.id}.eml`));
  if (!file) throw new Error(`no delivered file for outbox message ${newest.id} in ${folder}`);
  const eml = readFileSync(join(folder, file), 'utf8');
  const subject = /^Subject: (.*)$/m.exec(eml)?.[1] ?? '';
  const text = textPart(eml);
  const found = /https?:\/\/\S+/.exec(text)?.[0];
  if (!found) throw new Error(`no link in the ${kind} message: ${text}`);
  return { subject, text, link: new URL(found), count: messages.length };
}

export async function outboxCount(db: TempDatabase, kind: string): Promise<number> {
  return (await db.withStore((store) => listOutbox(store, { kind, limit: 200 }))).length;
}

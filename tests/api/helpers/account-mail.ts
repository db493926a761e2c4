// The account emails as they would be delivered: the outbox's newest message of a kind to a
// recipient, written by the mail's own renderer, and the link it carries.
import { expect } from 'vitest';
import { listOutbox } from '../../../site/db/index.js';
import { renderOutboxMessage } from '../../../site/mail/messages/index.js';
import type { OutgoingMail } from '../../../site/mail/transport.js';
import type { TempDatabase } from './temp-db.js';

export async function mailTo(db: TempDatabase, baseUrl: string, kind: string, recipient: string): Promise<{ mail: OutgoingMail; link: URL; count: number }> {
  const messages = (await db.withStore((store) => listOutbox(store, { kind }))).filter((m) => m.recipient === recipient);
  const newest = messages[0];
  expect(newest, `a ${kind} message to ${recipient}`).toBeDefined();
  const mail = newest && renderOutboxMessage(newest, { title: 'Fern & Finch', origin: baseUrl });
  if (!mail) throw new Error(`the ${kind} message to ${recipient} could not be written`);
  const found = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!found) throw new Error(`no link in: ${mail.text}`);
  expect(mail.html).toContain(`href="${found}"`);
  return { mail, link: new URL(found), count: messages.length };
}

export async function outboxCount(db: TempDatabase, kind: string): Promise<number> {
  return (await db.withStore((store) => listOutbox(store, { kind, limit: 200 }))).length;
}

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailSettings } from './mail-settings.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** Where messages go, for the logs ("smtp://host:port", "folder /srv/data/mail"). */
  readonly description: string;
  send(mail: OutgoingMail, id: string): Promise<void>;
  close(): void;
}

/** SMTP when `SMTP_URL` is set; otherwise each message written as an `.eml` file to the mail folder. */
export function createMailTransport(settings: MailSettings): MailTransport {
  if (settings.smtpUrl !== undefined) {
    const transporter = nodemailer.createTransport(settings.smtpUrl);
    const url = new URL(settings.smtpUrl);
    return {
      description: `${url.protocol}//${url.host}`,
      async send(mail) {
        await transporter.sendMail({ from: settings.from, ...mail });
      },
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `folder ${settings.folder}`,
    async send(mail, id) {
      const info = await transporter.sendMail({ from: settings.from, ...mail });
      await mkdir(settings.folder, { recursive: true });
      await writeFile(join(settings.folder, `${String(Date.now())}-${id.replace(/[^A-Za-z0-9_-]/g, '')}.eml`), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}

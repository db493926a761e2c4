import { dirname, resolve } from 'node:path';
import { DEFAULT_SQLITE_PATH, storeLocation } from '../db/index.js';

export interface MailSettings {
  /** `smtp://user:pass@host:port` (or smtps://); undefined: messages are written to `folder`. */
  smtpUrl: string | undefined;
  from: string;
  /** Where messages go without SMTP: one `.eml` file each. */
  folder: string;
  /** How often the outbox is drained, in ms. */
  intervalMs: number;
}

/** Mail settings from the environment: `SMTP_URL`, `MAIL_FROM`, `MAIL_DIR`, `MAIL_INTERVAL_MS`. */
export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const smtpUrl = env['SMTP_URL']?.trim() || undefined;
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const from = env['MAIL_FROM']?.trim() || 'Store <no-reply@localhost>';
  if (smtpUrl !== undefined && env['NODE_ENV'] === 'production' && !env['MAIL_FROM']?.trim()) {
    throw new Error('MAIL_FROM must be set when SMTP_URL is (the address messages are sent from)');
  }
  const interval = Number(env['MAIL_INTERVAL_MS'] ?? 5000);
  return { smtpUrl, from, folder: env['MAIL_DIR']?.trim() ? resolve(env['MAIL_DIR']) : defaultFolder(env), intervalMs: Number.isFinite(interval) && interval >= 100 ? interval : 5000 };
}

/** Beside the SQLite file (`data/mail/`), or `data/mail/` in the working directory for PostgreSQL. */
function defaultFolder(env: NodeJS.ProcessEnv): string {
  const location = storeLocation(env['DATABASE_URL']);
  const base = location.kind === 'sqlite' && location.path !== ':memory:' ? dirname(location.path) : resolve(dirname(DEFAULT_SQLITE_PATH));
  return resolve(base, 'mail');
}

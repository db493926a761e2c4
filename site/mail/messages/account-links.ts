import type { OutgoingMail } from '../transport.js';
import { emailHtml, escapeHtml } from './html.js';
import type { SiteInfo } from './site-info.js';

/** The page where an invitation's link is opened, and the one where a reset's link is. */
export const INVITATION_PATH = '/account/invitation';
export const RESET_PATH = '/account/reset';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

function tokenOf(payload: unknown): { token: string; expires: number; invitedBy?: string } | undefined {
  if (payload === null || typeof payload !== 'object') return undefined;
  const { token, expires, invitedBy } = payload as Record<string, unknown>;
  if (typeof token !== 'string' || !TOKEN.test(token) || typeof expires !== 'number') return undefined;
  return typeof invitedBy === 'string' ? { token, expires, invitedBy } : { token, expires };
}

const when = (ms: number): string => new Date(ms).toUTCString();

/** "You are invited to <site>", with the link where the invitee chooses a password. */
export function invitationMail(recipient: string, payload: unknown, site: SiteInfo): Omit<OutgoingMail, 'to'> | undefined {
  const data = tokenOf(payload);
  if (!data) return undefined;
  const link = `${site.origin}${INVITATION_PATH}?token=${data.token}`;
  const subject = `You are invited to ${site.title}`;
  const by = data.invitedBy ?? 'An administrator';
  return {
    subject,
    text: `${by} invited you (${recipient}) to help run ${site.title}.\n\nChoose your password here: ${link}\n\nThe link works once, until ${when(data.expires)}. If you did not expect this, ignore this message.\n`,
    html: emailHtml(
      site.title,
      `<h1 style="font-size: 20px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(by)} invited you (${escapeHtml(recipient)}) to help run ${escapeHtml(site.title)}.</p>
<p><a href="${escapeHtml(link)}">Choose your password</a></p>
<p style="color: #595959">The link works once, until ${escapeHtml(when(data.expires))}. If you did not expect this, ignore this message.</p>`,
    ),
  };
}

/** "Reset your password", with the single-use link. */
export function passwordResetMail(recipient: string, payload: unknown, site: SiteInfo): Omit<OutgoingMail, 'to'> | undefined {
  const data = tokenOf(payload);
  if (!data) return undefined;
  const link = `${site.origin}${RESET_PATH}?token=${data.token}`;
  const subject = `Reset your password for ${site.title}`;
  return {
    subject,
    text: `Someone asked to reset the password of ${recipient} at ${site.title}.\n\nChoose a new password here: ${link}\n\nThe link works once, until ${when(data.expires)}; using it signs the account out everywhere. If you did not ask, ignore this message: your password stays as it is.\n`,
    html: emailHtml(
      site.title,
      `<h1 style="font-size: 20px">${escapeHtml(subject)}</h1>
<p>Someone asked to reset the password of ${escapeHtml(recipient)} at ${escapeHtml(site.title)}.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p style="color: #595959">The link works once, until ${escapeHtml(when(data.expires))}; using it signs the account out everywhere. If you did not ask, ignore this message: your password stays as it is.</p>`,
    ),
  };
}

import type { OutboxMessage } from '../db/index.js';
import type { OutgoingMail } from '../mail/transport.js';
import { invitationMail, passwordResetMail } from '../mail/messages/account-links.js';
import { formSubmissionMail } from '../mail/messages/form-submission.js';
import { giftCardMail } from '../mail/messages/gift-card.js';
import { orderDownloadsMail } from '../mail/messages/order-downloads.js';
import { orderConfirmationMail } from './orders/order-confirmation-mail.js';
import { restockMail } from '../mail/messages/restock.js';
import type { SiteInfo } from '../mail/messages/site-info.js';
import { orderNoticeMail } from './orders/order-notice-mail.js';
import { ORDER_NOTICE_KINDS } from './orders/order-notices.js';
import { SUBSCRIPTION_NOTICE_KINDS, subscriptionNoticeMail } from './subscriptions/subscription-notices.js';

type Renderer = (recipient: string, payload: unknown, site: SiteInfo) => Omit<OutgoingMail, 'to'> | undefined;

/** The message of each outbox kind. */
const RENDERERS: Readonly<Record<string, Renderer>> = {
  restock: restockMail,
  'order-confirmation': orderConfirmationMail,
  'form-submission': formSubmissionMail,
  'user-invitation': invitationMail,
  'password-reset': passwordResetMail,
  ...Object.fromEntries(ORDER_NOTICE_KINDS.map((kind) => [kind, orderNoticeMail(kind)])),
  'gift-card': giftCardMail,
  'order-downloads': orderDownloadsMail,
  ...Object.fromEntries(SUBSCRIPTION_NOTICE_KINDS.map((kind) => [kind, subscriptionNoticeMail(kind)])),
};

/**
 * The mail for an outbox message (the mailer started at boot writes each with this); undefined when its kind or payload is not one we can write.
 */
export function renderOutboxMessage(message: OutboxMessage, site: SiteInfo): OutgoingMail | undefined {
  const render = Object.hasOwn(RENDERERS, message.kind) ? RENDERERS[message.kind] : undefined;
  const mail = render?.(message.recipient, message.payload, site);
  return mail && { to: message.recipient, ...mail };
}

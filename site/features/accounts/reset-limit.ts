import type { APIContext } from 'astro';
import { positiveSetting } from '../../db/index.js';
import { addressOf, takeLimits, type LimitRule } from '../../edge/rate-limit.js';

const env = process.env;
const windowMs = positiveSetting(env['PASSWORD_RESET_WINDOW_MS'], 60 * 60 * 1000);

/** Reset emails asked for one address (`PASSWORD_RESET_EMAIL_LIMIT` per `PASSWORD_RESET_WINDOW_MS`, default 3 an hour). */
export const RESETS_PER_EMAIL: LimitRule = { scope: 'reset-email', limit: positiveSetting(env['PASSWORD_RESET_EMAIL_LIMIT'], 3), windowMs };
/** Reset requests from one client address, whatever the email (`PASSWORD_RESET_ADDRESS_LIMIT`, default 10 an hour). */
export const RESETS_PER_ADDRESS: LimitRule = { scope: 'reset-address', limit: positiveSetting(env['PASSWORD_RESET_ADDRESS_LIMIT'], 10), windowMs };

/**
 * Counts a reset request on the client's address and on the email (whether or not it has an
 * account, so a 429 tells nothing about the email either): 429 past either limit.
 */
export async function takeResetLimits(context: APIContext, email: string): Promise<void> {
  await takeLimits([{ rule: RESETS_PER_ADDRESS, subject: addressOf(context) }, { rule: RESETS_PER_EMAIL, subject: email }]);
}

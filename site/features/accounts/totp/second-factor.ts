import { readTotp, takeTotpStep, useRecoveryCode, type Store } from '../../../db/index.js';
import { ApiError } from '../../../edge/api-error.js';
import { hashRecoveryCode, isRecoveryCodeShape } from './recovery-codes.js';
import { SecretKeyMissing, unseal } from './secret-box.js';
import { matchingStep } from './totp.js';

export const CODE_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app, or a recovery code.';
export const CODE_WRONG_MESSAGE = 'That code is not valid. Enter the current code from your authenticator app, or an unused recovery code.';
export const KEY_MISSING_MESSAGE = 'Two-step verification is not available on this server: ADMIN_SECRET_KEY is not set. Ask whoever runs the shop to set it.';
export const KEY_CHANGED_MESSAGE = 'Your two-step verification cannot be checked: this server\'s ADMIN_SECRET_KEY is not the one it was set up with. Ask whoever runs the shop.';

/** Whether the user must give a second factor (their TOTP is on). */
export async function hasSecondFactor(store: Store, userId: string): Promise<boolean> {
  return (await readTotp(store, userId))?.enabled === true;
}

/** The secret of a stored second factor, or 503 when the server has no key or another key. */
export function openSecret(sealed: string, userId: string): Buffer {
  try {
    return unseal(sealed, userId);
  } catch (error) {
    if (error instanceof SecretKeyMissing) throw new ApiError(503, 'second-factor-unavailable', KEY_MISSING_MESSAGE);
    throw new ApiError(503, 'second-factor-unreadable', KEY_CHANGED_MESSAGE);
  }
}

/**
 * Checks the second factor of a user whose TOTP is on: a current code never used before, or an
 * unused recovery code (used up by this call). 401 `second-factor-required` without a code,
 * 401 `second-factor-invalid` for a wrong or replayed one.
 */
export async function assertSecondFactor(store: Store, userId: string, code: string | undefined, now = Date.now()): Promise<void> {
  const stored = await readTotp(store, userId);
  if (!stored?.enabled) return;
  const given = code?.trim() ?? '';
  if (given === '') throw new ApiError(401, 'second-factor-required', CODE_REQUIRED_MESSAGE);
  if (/^\d{6}$/.test(given)) {
    const step = matchingStep(openSecret(stored.sealedSecret, userId), given, now, stored.lastStep);
    if (step !== undefined && (await takeTotpStep(store, userId, step))) return;
  } else if (isRecoveryCodeShape(given) && (await useRecoveryCode(store, userId, hashRecoveryCode(given), now))) {
    return;
  }
  throw new ApiError(401, 'second-factor-invalid', CODE_WRONG_MESSAGE, [{ path: 'code', message: CODE_WRONG_MESSAGE }]);
}

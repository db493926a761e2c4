import {
  beginTotpEnrolment, disableTotp, enableTotp, readTotp, recoveryCodesLeft, takeTotpStep, type Store,
} from '../../../db/index.js';
import type { TwoStepEnrolment, TwoStepState } from '../../../../domain/admin/two-step.js';
import { ApiError } from '../../../edge/api-error.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { KEY_MISSING_MESSAGE, openSecret } from './second-factor.js';
import { SecretKeyMissing, seal, secretKey } from './secret-box.js';
import { base32Encode, matchingStep, newTotpSecret, otpauthUri } from './totp.js';


function keyAvailable(): boolean {
  try {
    secretKey();
    return true;
  } catch (error) {
    if (error instanceof SecretKeyMissing) return false;
    throw error;
  }
}

export async function twoStepState(store: Store, userId: string): Promise<TwoStepState> {
  const stored = await readTotp(store, userId);
  return {
    enabled: stored?.enabled === true,
    pending: stored !== undefined && !stored.enabled,
    recoveryCodesLeft: stored?.enabled ? await recoveryCodesLeft(store, userId) : 0,
    available: keyAvailable(),
  };
}

/** A new secret for the user's authenticator (409 while one is on; 503 without the key). */
export async function beginEnrolment(store: Store, user: { id: string; email: string }, issuer: string): Promise<TwoStepEnrolment> {
  if (!keyAvailable()) throw new ApiError(503, 'second-factor-unavailable', KEY_MISSING_MESSAGE);
  const secret = newTotpSecret();
  if (!(await beginTotpEnrolment(store, user.id, seal(secret, user.id)))) {
    throw new ApiError(409, 'two-step-already-on', 'Two-step verification is already on. Turn it off first to set up another authenticator.');
  }
  return { secret: base32Encode(secret), otpauthUri: otpauthUri(secret, issuer, user.email) };
}

export const CONFIRM_WRONG_MESSAGE = 'That code does not match. Check the time on your device and enter the current code.';

/** The first code turns the factor on; answers the recovery codes, shown this once. */
export async function confirmEnrolment(store: Store, userId: string, code: string, now = Date.now()): Promise<string[]> {
  const stored = await readTotp(store, userId);
  if (!stored) throw new ApiError(409, 'two-step-not-started', 'Start setting up two-step verification first.');
  if (stored.enabled) throw new ApiError(409, 'two-step-already-on', 'Two-step verification is already on.');
  const step = matchingStep(openSecret(stored.sealedSecret, userId), code.trim(), now, stored.lastStep);
  if (step === undefined || !(await takeTotpStep(store, userId, step))) {
    throw new ApiError(400, 'second-factor-invalid', CONFIRM_WRONG_MESSAGE, [{ path: 'code', message: CONFIRM_WRONG_MESSAGE }]);
  }
  const codes = newRecoveryCodes();
  await enableTotp(store, userId, codes.map(hashRecoveryCode), now);
  return codes;
}

export async function turnOff(store: Store, userId: string): Promise<void> {
  await disableTotp(store, userId);
}

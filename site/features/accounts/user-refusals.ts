import type { InvitationRefusal, UserChangeRefusal } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';

/** The refusals of Users & roles, each with a message saying what to do. */
export function userRefusal(reason: UserChangeRefusal | InvitationRefusal | 'self'): ApiError {
  switch (reason) {
    case 'unknown-user':
      return new ApiError(404, 'unknown-user', 'That user does not exist. They may have been removed already.');
    case 'last-admin':
      return new ApiError(409, 'last-admin', 'The site must keep at least one administrator. Make someone else an administrator first.');
    case 'self':
      return new ApiError(409, 'self-change', 'You cannot remove your own account. Ask another administrator to do it.');
    case 'account-exists':
      return new ApiError(409, 'account-exists', 'Someone already has an account with this email.', [{ path: 'email', message: 'Someone already has an account with this email.' }]);
    case 'already-invited':
      return new ApiError(409, 'already-invited', 'This email already has a pending invitation. Send it again from the list instead.', [{ path: 'email', message: 'This email already has a pending invitation.' }]);
    case 'unknown-invitation':
      return new ApiError(404, 'unknown-invitation', 'That invitation is no longer pending. It may have been accepted or revoked.');
    case 'invalid-token':
      return new ApiError(400, 'invalid-token', LINK_INVALID_MESSAGE);
  }
}

export const LINK_INVALID_MESSAGE = 'This link has expired or has already been used. Ask for a new one.';

import { z } from 'zod';

/** `POST /api/admin/account/two-step/confirm`: the first code of the new authenticator. */
export const confirmTwoStepSchema = z.object({
  code: z.string({ required_error: 'Enter the 6-digit code.', invalid_type_error: 'The code must be text.' })
    .trim().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
}).strict();

/** `GET /api/admin/account/two-step`. */
export interface TwoStepState {
  enabled: boolean;
  /** A secret waits for its first code. */
  pending: boolean;
  recoveryCodesLeft: number;
  /** Whether this server can seal secrets (ADMIN_SECRET_KEY set, or outside production). */
  available: boolean;
}

/** `POST /api/admin/account/two-step` → 201. */
export interface TwoStepEnrolment {
  secret: string;
  otpauthUri: string;
}

import { z } from 'astro/zod';
import { isCaptchaPurpose, type CaptchaPurpose } from '../../../domain/captcha/captcha-purpose.js';

/** `POST /api/captcha/challenge`: what the challenge is for. */
export const challengeRequestSchema = z.object({
  purpose: z
    .string({ required_error: 'purpose is required.', invalid_type_error: 'purpose must be text.' })
    .refine((text): text is CaptchaPurpose => isCaptchaPurpose(text), 'purpose must be sign-in, restock, password-reset or form:<form id>.')
    .transform((text) => text as CaptchaPurpose),
});

import { z } from 'astro/zod';
import { itemIdSchema } from '../cart/cart-schemas.js';
import { isVisitorEmail } from '../../../domain/email-address.js';

export const EMAIL_BLANK_MESSAGE = 'Email cannot be blank';
export const EMAIL_INVALID_MESSAGE = 'Email is invalid';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `POST /api/site-users/account/notifications/restock`: the specification's restock payload
 * (isJoinMailingList, productId, variantId, siteVisitorEmail, captchaToken).
 */
export const restockSignupSchema = z.object({
  productId: itemIdSchema,
  variantId: z
    .string({ required_error: 'variantId is required.', invalid_type_error: 'variantId must be a string.' })
    .regex(ID, 'variantId is not a valid variant id.'),
  siteVisitorEmail: z
    .string({ required_error: EMAIL_BLANK_MESSAGE, invalid_type_error: EMAIL_INVALID_MESSAGE })
    .transform((text) => text.trim())
    .superRefine((text, ctx) => {
      if (text === '') ctx.addIssue({ code: z.ZodIssueCode.custom, message: EMAIL_BLANK_MESSAGE });
      else if (!isVisitorEmail(text)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: EMAIL_INVALID_MESSAGE });
    }),
  isJoinMailingList: z
    .preprocess((v) => (v === 'true' || v === 'on' ? true : v === 'false' || v === '' ? false : v), z.boolean({ invalid_type_error: 'isJoinMailingList must be true or false.' }))
    .optional()
    .default(false),
  captchaToken: z.string().max(4096).nullish(),
  crumb: z.string().max(100).optional(),
});

import { z } from 'astro/zod';

const crumb = z.string().max(100).optional();
const id = (what: string) => z.string({ required_error: `The ${what} is required.`, invalid_type_error: `The ${what} must be text.` })
  .min(1, `The ${what} is required.`).max(100, `The ${what} is too long.`);

/** `POST /api/site-users/account/session`. */
export const loginSchema = z.object({
  email: z.string({ required_error: 'Email cannot be blank', invalid_type_error: 'The email must be text.' }).trim().min(1, 'Email cannot be blank').max(254, 'Email is invalid'),
  password: z.string({ required_error: 'Password cannot be blank', invalid_type_error: 'The password must be text.' }).min(1, 'Password cannot be blank').max(200, 'The password is too long.'),
  rememberMe: z.boolean({ invalid_type_error: 'rememberMe must be true or false.' }).optional(),
  /** The captcha's token (any provider's: theirs run to a few kilobytes), asked for once an account has failed sign-ins (login-limit.ts). */
  captcha: z.string({ invalid_type_error: 'The captcha must be text.' }).max(4096, 'The captcha is not valid.').optional(),
  /** The second step of an admin whose two-step verification is on: a TOTP or recovery code. */
  code: z.string({ invalid_type_error: 'The code must be text.' }).max(40, 'The code is too long.').optional(),
  crumb,
});

/** `DELETE /api/site-users/account/session?cloneCart=`. */
export const logoutQuerySchema = z.object({
  cloneCart: z.enum(['true', 'false'], { errorMap: () => ({ message: 'cloneCart must be true or false.' }) }).optional(),
});

/** The specification's send request. */
export const sendRequestSchema = z.object({ productId: id('product id'), variantId: id('variant id') });

/** `POST …/restock/send`. */
export const sendSchema = sendRequestSchema.extend({ crumb });

/** `POST …/restock/send/all`. */
export const sendAllSchema = z.object({
  sendRequests: z.array(sendRequestSchema, { required_error: 'sendRequests is required.', invalid_type_error: 'sendRequests must be a list.' })
    .min(1, 'sendRequests cannot be empty.').max(100, 'At most 100 send requests at once.'),
  crumb,
});

const cursor = z.string().min(1, 'The page cursor is not valid.').max(500, 'The page cursor is not valid.').optional();

/** `GET …/restock/groups?cursor=`. */
export const groupsQuerySchema = z.object({ cursor });

/** `GET …/restock?productId=&variantId=&cursor=`. */
export const signupsQuerySchema = z.object({ productId: id('product id'), variantId: id('variant id'), cursor });

import { z } from 'astro/zod';

const crumb = z.string().max(100).optional();

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

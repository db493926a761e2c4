import { z } from 'astro/zod';

/** `POST /api/admin/session/reauth`: the password again, and the second factor's code when it is on. */
export const reauthSchema = z.object({
  password: z.string({ required_error: 'Password cannot be blank', invalid_type_error: 'The password must be text.' })
    .min(1, 'Password cannot be blank').max(200, 'The password is too long.'),
  code: z.string({ invalid_type_error: 'The code must be text.' }).max(40, 'The code is too long.').optional(),
}).strict();

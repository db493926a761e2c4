import { z } from 'astro/zod';

const crumb = z.string().max(100).optional();
const id = (what: string) => z.string({ required_error: `The ${what} is required.`, invalid_type_error: `The ${what} must be text.` })
  .min(1, `The ${what} is required.`).max(100, `The ${what} is too long.`);

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

import { z } from 'astro/zod';
import { MAX_ENTRY_QUANTITY } from '../../db/index.js';

/** Ids of items, variants and entries: what the store writes, nothing that could be markup or SQL. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SKU = /^[A-Za-z0-9._-]{1,64}$/;

export const itemIdSchema = z
  .string({ required_error: 'itemId is required.', invalid_type_error: 'itemId must be a string.' })
  .regex(ID, 'itemId is not a valid item id.');

const skuSchema = z
  .string({ invalid_type_error: 'sku must be a string.' })
  .regex(SKU, 'sku is not a valid SKU.');

const variantIdSchema = z
  .string({ invalid_type_error: 'variantId must be a string.' })
  .regex(ID, 'variantId is not a valid variant id.');

export const entryIdSchema = z.string().regex(ID, 'The cart entry id is not valid.');

/**
 * A quantity with the specification's messages: "Quantity must be a number." and "Quantity must
 * be a whole number"; a numeric string is read as its number (form posts).
 */
function quantitySchema(min: 0 | 1) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
    z
      .number({ required_error: 'Quantity is required.', invalid_type_error: 'Quantity must be a number.' })
      .finite('Quantity must be a number.')
      .int('Quantity must be a whole number')
      .min(min, `Quantity must be at least ${min}.`)
      .max(MAX_ENTRY_QUANTITY, `Quantity must be at most ${MAX_ENTRY_QUANTITY}.`),
  );
}

/** Longest answer of one additional field, and of the serialised form. */
export const MAX_FIELD_TEXT = 500;
export const MAX_ADDITIONAL_FIELDS_TEXT = 8 * 1024;

/** Plain text only: no markup, no control characters. */
const plainText = z
  .string()
  .max(MAX_FIELD_TEXT, `An answer may be at most ${MAX_FIELD_TEXT} characters.`)
  .refine((text) => !/[<>]/.test(text), 'Answers may not contain < or >.')
  // eslint-disable-next-line no-control-regex
  .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), 'Answers may not contain control characters.');

const fieldAnswers = z.record(
  z.string().regex(ID, 'Additional field ids are letters, digits, - and _.'),
  z.union([plainText, z.array(plainText).max(50)], {
    errorMap: (issue, ctx) => (issue.code === 'invalid_union' ? { message: 'An answer must be text or a list of texts.' } : { message: ctx.defaultError }),
  }),
);

/**
 * The additional-fields form answers: the specification sends them serialised (a JSON string);
 * an object is taken too. Absent, null, "" or {} mean none.
 */
export const additionalFieldsSchema = z
  .preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return null;
      if (value.length > MAX_ADDITIONAL_FIELDS_TEXT) return Symbol.for('too-long');
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return Symbol.for('not-json');
      }
    },
    z.union([z.null(), fieldAnswers], {
      errorMap: (issue, ctx) => {
        if (ctx.data === Symbol.for('too-long')) return { message: `additionalFields may be at most ${MAX_ADDITIONAL_FIELDS_TEXT} characters.` };
        if (ctx.data === Symbol.for('not-json')) return { message: 'additionalFields is not valid JSON.' };
        if (issue.code === 'invalid_union') return { message: 'additionalFields must be an object of field answers.' };
        return { message: ctx.defaultError };
      },
    }),
  )
  .optional();

const crumb = z.string().max(100).optional();

/** `POST /api/commerce/shopping-cart/entries`. */
export const addEntrySchema = z.object({
  itemId: itemIdSchema,
  sku: skuSchema.nullish(),
  variantId: variantIdSchema.nullish(),
  quantity: quantitySchema(1),
  additionalFields: additionalFieldsSchema,
  crumb,
});

/** `PUT /api/commerce/shopping-cart/entries/{entryId}`: 0 removes the entry. */
export const setQuantitySchema = z.object({ quantity: quantitySchema(0), crumb });

/** `PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields`. */
export const updateFieldsSchema = z.object({
  itemId: itemIdSchema,
  sku: skuSchema.nullish(),
  variantId: variantIdSchema.nullish(),
  additionalFields: additionalFieldsSchema,
  crumb,
});

/** `GET /api/commerce/inventory/stock/?itemId=`. */
export const stockQuerySchema = z.object({ itemId: itemIdSchema });

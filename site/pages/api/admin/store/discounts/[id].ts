// PUT /api/admin/store/discounts/{id} {code, kind, value, …, active} → the code with its new terms;
// its uses stay (store area, write): 400 naming the field, 404 no such code, 409 the code text is
// another code's.
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { changeDiscountCode } from '../../../../../admin/store/discounts.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange } from '../../../../../features/accounts/merchant-guard.js';
import { discountCodeInput } from '../../../../../../domain/commerce/discount-code.js';
import { storeCurrency } from '../../../../../server/store.js';
import { validate } from '../../../../../edge/validate.js';

export const prerender = false;

const idSchema = z.string().regex(/^[0-9a-f]{24}$/, 'That discount code does not exist.');

export const PUT: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, discountCodeInput, 'store');
  const id = validate(idSchema, context.params['id'] ?? '');
  return jsonResponse(await changeDiscountCode(store, id, input, await storeCurrency()));
});

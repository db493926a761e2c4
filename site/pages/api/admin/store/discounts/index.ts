// GET /api/admin/store/discounts → {codes, currencyCode}: the shop's discount codes, newest first,
// with their uses (store area, read). POST {code, kind, value, minSubtotal?, startsOn?, endsOn?,
// maxUses?, perCustomerUses?, active?} → 201 the code (store area, write): 400 naming the field,
// 409 `discount-code-exists`.
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { addDiscountCode, discountCodeList } from '../../../../../admin/store/discounts.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../../features/accounts/merchant-guard.js';
import { discountCodeInput } from '../../../../../../domain/commerce/discount-code.js';
import { storeCurrency } from '../../../../../server/store.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store } = await merchantRead(context, z.object({}), 'store');
  return jsonResponse(await discountCodeList(store, await storeCurrency()), 200, { 'cache-control': 'no-store' });
});

export const POST: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, discountCodeInput, 'store');
  return jsonResponse(await addDiscountCode(store, input, await storeCurrency()), 201, { 'cache-control': 'no-store' });
});

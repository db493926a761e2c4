// GET /api/admin/store/pos → {enabled, currencyCode}: whether the point of sale is on (store area, read).
// POST {saleKey, lines: [{variantId, quantity}], method: cash|card, tenderedCents?, customerEmail?}
// → 201 receipt {orderId, orderNumber, lines, totalCents, tenderedCents, changeCents, …}: the sale
// recorded as a paid, handed-over order in one transaction (store area, write); the same saleKey
// answers the same receipt; 403 feature-unavailable while the entitlement is off, 409 naming the
// product short of stock, 400 naming the field (cash that does not cover the total included).
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { posStatus, ringUpSale } from '../../../../admin/store/point-of-sale.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { posSale } from '../../../../../domain/admin/store/point-of-sale.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  await merchantRead(context, z.object({}), 'store');
  return jsonResponse(await posStatus());
});

export const POST: APIRoute = handle(async (context) => {
  const { store, input } = await merchantChange(context, posSale, 'store');
  return jsonResponse(await ringUpSale(store, input), 201);
});

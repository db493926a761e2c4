// GET /api/admin/gift-cards?q= → {giftCards, currencyCode}: a whole code, its last four characters
// or (part of) the recipient's email; newest first; and the shop's currency new cards are issued in
// (store area, read).
// POST /api/admin/gift-cards {amountCents, recipientEmail?, recipientName?, note?} → 201 {card,
// code}: a new card in the shop's currency (at most 10,000 of it: $10,000.00, ¥10,000), its code
// shown this once and emailed to the recipient when one is given (store area, write). Both 403 `feature-unavailable` while gift cards are off.
import type { APIRoute } from 'astro';
import { giftCardIssueSchemaIn, giftCardSearchSchema } from '../../../../../domain/commerce/gift-card.js';
import { findGiftCards, issueGiftCard } from '../../../../features/gift-cards/gift-card-admin.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantChange, merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { currencyOf, siteWebsite } from '../../../../server/store.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, input } = await merchantRead(context, giftCardSearchSchema, 'store');
  const [found, website] = await Promise.all([findGiftCards(store, input.q), siteWebsite()]);
  return jsonResponse({ ...found, currencyCode: currencyOf(website) }, 200, { 'cache-control': 'no-store' });
});

export const POST: APIRoute = handle(async (context) => {
  const currency = currencyOf(await siteWebsite());
  const { store, session, input } = await merchantChange(context, giftCardIssueSchemaIn(currency), 'store');
  return jsonResponse(await issueGiftCard(store, input, session.user.email, currency), 201, { 'cache-control': 'no-store' });
});

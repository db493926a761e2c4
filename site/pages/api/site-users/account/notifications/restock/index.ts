// POST /api/site-users/account/notifications/restock {productId, variantId, siteVisitorEmail,
// isJoinMailingList?, captchaToken?} → {success, message} (the store's success text, else
// "Signed up!"). Signing up again is answered the same and keeps one sign-up. Refusals (read
// by the form as data.message): 400 "Email cannot be blank" / "Email is invalid", 404 unknown
// product or variant; 403 `feature-unavailable` when the shop's restock notifications are off.
import type { APIRoute } from 'astro';
import { listRestockSignups, signUpForRestock } from '../../../../../../db/index.js';
import { signupsQuerySchema } from '../../../../../../features/restock/restock-merchant-schemas.js';
import { assertCaptcha } from '../../../../../../features/captcha/captcha.js';
import { handle } from '../../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../../edge/json-response.js';
import { merchantRead } from '../../../../../../features/accounts/merchant-guard.js';
import { withCursor } from '../../../../../../features/restock/restock-merchant.js';
import { assertRestockOn } from '../../../../../../features/entitlements/entitlements.js';
import { restockSignupSchema } from '../../../../../../features/restock/restock-schema.js';
import { mailingListOffered, restockSuccessText } from '../../../../../../features/restock/restock-settings.js';
import { stateChange } from '../../../../../../edge/state-change.js';
import { apiStore } from '../../../../../../server/store.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { input } = await stateChange(context, restockSignupSchema);
  await assertRestockOn();
  await assertCaptcha(context, { required: true, purpose: 'restock', token: input.captchaToken });
  await signUpForRestock(await apiStore(), {
    productId: input.productId,
    variantId: input.variantId,
    email: input.siteVisitorEmail,
    joinMailingList: input.isJoinMailingList === true && (await mailingListOffered(input.productId)),
  });
  return jsonResponse({ success: true, message: await restockSuccessText(input.productId) });
});

// GET ?productId=&variantId=&cursor= → {signUps, hasNextPage, nextPageCursor}: one variant's
// sign-ups, oldest first (merchant: ADMIN or STORE_MANAGER, with the session's X-XSRF-Token).
export const GET: APIRoute = handle(async (context) => {
  const { store, input } = await merchantRead(context, signupsQuerySchema);
  const options = { productId: input.productId, variantId: input.variantId, cursor: input.cursor };
  return jsonResponse(await withCursor(() => listRestockSignups(store, options)));
});

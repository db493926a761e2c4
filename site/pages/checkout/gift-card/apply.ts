// POST /checkout/gift-card/apply (the checkout page's gift card form: crumb, code, cartToken?) →
// the card applied to the cart, then 303 back to the checkout page, which shows what it pays and
// what is left to pay; a refusal (gift cards off, too many attempts from this address, a code
// that is no code or no card's, a disabled or empty card) comes back beside the field. A JSON
// call ({code, cartToken?}) is answered 204, or the refusal as JSON.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { ApiError } from '../../../edge/api-error.js';
import { handle } from '../../../edge/handle.js';
import { addressOf } from '../../../edge/rate-limit.js';
import { cartTokenSchema } from '../../../features/checkout/order-schemas.js';
import { stateChange } from '../../../edge/state-change.js';
import { apiStore, currencyOf, siteWebsite } from '../../../server/store.js';
import { validate } from '../../../edge/validate.js';
import { applyGiftCard } from '../../../features/gift-cards/gift-card-checkout.js';
import { setGiftCardFlash } from '../../../features/gift-cards/gift-card-flash.js';

export const prerender = false;

const applySchema = z.object({ crumb: z.string().max(100).optional(), code: z.string({ required_error: 'Enter a gift card code.' }).max(64, 'A gift card code has 16 letters and digits.'), cartToken: cartTokenSchema.optional() }).strict();

export const POST: APIRoute = handle(async (context) => {
  const json = (context.request.headers.get('content-type') ?? '').startsWith('application/json');
  const { visitorId, input, form } = await stateChange(context, json ? applySchema : undefined);
  const token = form ? cartTokenSchema.safeParse(form.get('cartToken') ?? '') : undefined;
  const back = token?.success ? `/checkout?${new URLSearchParams({ cartToken: token.data }).toString()}` : '/checkout';
  try {
    const body = input ?? validate(applySchema, { code: form?.get('code') ?? '', ...(token?.success ? { cartToken: token.data } : {}) });
    const store = await apiStore();
    const ref = body.cartToken === undefined ? { visitorId } : { cartId: body.cartToken };
    await applyGiftCard(store, { address: addressOf(context), ref, code: body.code, currency: currencyOf(await siteWebsite()) });
  } catch (error) {
    if (!form || !(error instanceof ApiError)) throw error;
    setGiftCardFlash(context.cookies, error.message);
    return context.redirect(`${back}#checkout-gift-card`, 303);
  }
  return form ? context.redirect(`${back}#checkout-gift-card`, 303) : new Response(null, { status: 204 });
});

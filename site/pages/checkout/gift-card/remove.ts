// POST /checkout/gift-card/remove (crumb, cartToken?) → the cart's gift card taken off, then 303
// back to the checkout page (a JSON call: 204).
import type { APIRoute } from 'astro';
import { handle } from '../../../edge/handle.js';
import { cartTokenSchema } from '../../../features/checkout/order-schemas.js';
import { stateChange } from '../../../edge/state-change.js';
import { apiStore } from '../../../server/store.js';
import { removeGiftCard } from '../../../features/gift-cards/gift-card-checkout.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { visitorId, form } = await stateChange(context, undefined);
  const token = cartTokenSchema.safeParse(form?.get('cartToken') ?? context.url.searchParams.get('cartToken') ?? '');
  await removeGiftCard(await apiStore(), token.success ? { cartId: token.data } : { visitorId });
  if (!form) return new Response(null, { status: 204 });
  return context.redirect(token.success ? `/checkout?${new URLSearchParams({ cartToken: token.data }).toString()}#checkout-gift-card` : '/checkout#checkout-gift-card', 303);
});

// POST /cart/add: a buy box's add-to-cart form without JavaScript (form-encoded: itemId,
// variantId, quantity, crumb; the buy box of a product template, e.g. sites/fern-and-finch/collections/products.item). Adds to the visitor's cart like the entries call, then 303 to
// /cart; a refusal goes back to the product page with its message (site/features/cart/add-error-flash.ts).
// Both are this server's own pages, also for the form of a static export on one of the
// CORS_ORIGINS, which carries no crumb: its browser-written Origin vouches for it (cors.ts).
import type { APIContext, APIRoute } from 'astro';
import { addToCart, isStoreError } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { resolveChoice } from '../../features/cart/cart-item.js';
import { cartContext } from '../../features/cart/cart-route.js';
import { listedFormOrigin } from '../../edge/cors.js';
import { assertCrumb } from '../../edge/crumb.js';
import { GENERIC_ERROR_MESSAGE } from '../../edge/handle.js';
import { requestLog } from '../../edge/log.js';
import { takeWriteLimit } from '../../edge/rate-limit.js';
import { MAX_BODY_BYTES, readBodyText } from '../../edge/request-body.js';
import { addEntrySchema } from '../../features/cart/cart-schemas.js';
import { validate } from '../../edge/validate.js';
import { ensureVisitorId } from '../../edge/visitor-cookie.js';
import { setAddError } from '../../features/cart/add-error-flash.js';
import { findProductData } from '../../features/products/product-islands.js';
import type { ProductData } from '../../../domain/commerce/product-data.js';
import { checkAdd } from '../../../domain/commerce/add-to-cart/validate.js';
import { CART_PAGE, MISSING_VARIANT } from '../../../domain/commerce/add-to-cart/messages.js';

export const prerender = false;

const notForm = (): ApiError => new ApiError(400, 'malformed-form', 'The form could not be read.');

export const POST: APIRoute = async (context) => {
  let back = '/shop';
  try {
    await takeWriteLimit(context);
    const type = context.request.headers.get('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded')) throw notForm();
    const fields = new URLSearchParams(await readBodyText(context.request, MAX_BODY_BYTES, notForm));
    const found = await findProductData(fields.get('itemId') ?? '');
    if (found) back = found.path;
    const { method, headers } = context.request;
    if (listedFormOrigin(method, context.url.pathname, headers) === undefined) assertCrumb(context.request, context.url, context.cookies, fields.get('crumb'));
    if (!found) throw new ApiError(404, 'unknown-item', 'Sorry, that item is unavailable.');
    const checked = checkAdd(found.data, chosenOptions(found.data, fields.get('variantId') ?? ''), fields.get('quantity') ?? undefined);
    if (!checked.ok) throw new ApiError(400, 'invalid-input', checked.message);
    const input = validate(addEntrySchema, { itemId: found.data.itemId, sku: checked.variant.sku, quantity: checked.quantity });
    const { store } = await cartContext();
    const sku = await resolveChoice(store, input);
    await addToCart(store, { visitorId: ensureVisitorId(context.cookies) }, { itemId: input.itemId, sku, quantity: checked.quantity, additionalFields: null });
    return context.redirect(CART_PAGE, 303);
  } catch (error) {
    setAddError(context.cookies, visitorMessage(context, error));
    return context.redirect(back, 303);
  }
};

/** The option values of the variant chosen (none chosen: no values, so the options are asked for). */
function chosenOptions(product: ProductData, variantId: string): Record<string, string> {
  if (variantId === '') return {};
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) throw new ApiError(400, 'invalid-input', MISSING_VARIANT);
  return Object.fromEntries(product.options.map((o) => [o.name, variant.attributes[o.name] ?? '']));
}

function visitorMessage(context: APIContext, error: unknown): string {
  if (error instanceof ApiError || isStoreError(error)) return error.message;
  requestLog(context.locals.requestId).error({ err: error, method: 'POST', path: context.url.pathname }, 'add to cart failed');
  return GENERIC_ERROR_MESSAGE;
}

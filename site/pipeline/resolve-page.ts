/**
 * Resolves one page request into its PageObject, once: the route, the content it shows, the
 * templates that render it, the platform values (navigation, queries, block fields), the
 * products its buy boxes sell, the islands it mounts, the facts tracking reads and the config of
 * the client-side tracking events.
 *
 * Pure as to cookies: it reads the request's cookies and the visit (crumb and visitor id, issued
 * before it by the caller) and returns, in `shown`, the one-time messages (flash cookies) the
 * page showed; it sets and deletes none (site/http/serve-page.ts does).
 */
import { findCart } from '../db/index.js';
import { GIFT_CARD } from '../../domain/enums/product-type.js';
import type { CookieReader } from '../edge/cookie-jar.js';
import type { PageRoute, Route, SiteContent } from '../content/types.js';
import { routeRequest } from '../content/routing.js';
import { itemContext } from '../content/item-context.js';
import { listContext } from '../content/list-context.js';
import { notFoundContext } from '../content/not-found-context.js';
import { pageContext, pageTemplateName } from '../content/page-context.js';
import { searchContext } from '../content/search.js';
import { siteContext } from '../content/site-context.js';
import { captchaOf } from '../features/captcha/captcha.js';
import { cartContext as cartApi } from '../features/cart/cart-route.js';
import { readVisitorId } from '../edge/visitor-cookie.js';
import { tokenCart, visitorOrder } from '../features/checkout/checkout.js';
import { checkoutForm } from '../features/checkout/checkout-form.js';
import { shippingChoice as checkoutShippingChoice } from '../features/checkout/shipping-form.js';
import { pricingSettings } from '../features/cart/cart-pricing.js';
import { moneyJson } from '../../domain/money/money-json.js';
import { orderJson } from '../features/checkout/order-json.js';
import { cartTokenSchema } from '../features/checkout/order-schemas.js';
import { CHECKOUT_FLASH_COOKIE, readCheckoutFlash } from '../features/checkout/checkout-flash.js';
import { giftCardForm } from '../features/gift-cards/gift-card-page.js';
import { orderSubscriptionsContext } from '../features/subscriptions/order-page-subscriptions.js';
import { GIFT_CARD_FLASH_COOKIE, readGiftCardFlash } from '../features/gift-cards/gift-card-flash.js';
import { orderGiftCardPayment } from '../features/gift-cards/gift-card-checkout.js';
import { orderDownloadLinks } from '../features/digital-goods/download-links.js';
import { currencyOf, siteContent } from '../server/store.js';
import { cartOffer, merchandisingContextOf } from '../features/payments/index.js';
import { FLASH_COOKIE, readAddError } from '../features/cart/add-error-flash.js';
import { TITLE_ADD } from '../../domain/commerce/add-to-cart/messages.js';
import { trackingFacts } from '../features/tracking/tracking-facts.js';
import { cookieBannerOf } from '../features/tracking/cookie-banner.js';
import { commerceEventsConfig } from '../features/tracking/commerce-events.js';
import { sessionRecordingConfig } from '../features/tracking/session-recording.js';
import type { CompiledTemplate } from '../folder/compile-folder.js';
import type { ContentSnapshot } from '../server/content-snapshot.js';
import type { PageObject } from './page-object.js';
import type { PageIslands } from '../../domain/page-islands.js';
import { pageProducts } from './page-products.js';
import { installmentsOf } from './page-installments.js';
import { contextWithEntitlements, sellable } from './page-entitlements.js';
import { platformValues } from './platform-values.js';
import { pageLayouts } from './page-layouts.js';
import { mergeIslands } from '../features/page-builder/render-layout.js';
import { layoutOf } from './layout-choice.js';
import { orderLifecycleJson } from '../features/orders/order-lifecycle-json.js';
import { orderShipments } from '../features/fulfilment/shipments.js';
import { cartContext, checkoutContext, giftCardContext, orderConfirmedContext, PLATFORM_TITLES, subscriptionContext } from './platform-pages.js';
import { servedSite, type SiteRuntime } from './site-runtime.js';
import { productReviewsSection, reviewsRequest, reviewsRequestContext } from '../features/reviews/page-reviews.js';
import { REVIEW_FLASH_COOKIE, readReviewFlash } from '../features/reviews/review-flash.js';
import { checkAccess } from './access-gate.js';
import { accessPageContext, lockedSiteContent } from './access-page.js';
import { safeReturnPath, type AccessScope } from '../../domain/site-access/access.js';
import { ACCESS_FLASH_COOKIE, readAccessError } from '../features/access/access-flash.js';
import { popupSettingsOf, type PopupSettings } from '../../domain/popup-overlay/settings.js';
import type { JsonObject } from '../../domain/json-object.js';
import { readWebsiteSettings } from '../../domain/content/website-settings.js';
import { popupSlide, slidePage } from './page-slide.js';

/** The visitor's tokens, their cookies issued by the caller when absent. */
export interface PageVisit {
  /** The crumb forms post (site/edge/crumb.ts). */
  crumb: string;
  /** The visitor id naming their cart (site/edge/visitor-cookie.ts). */
  visitorId: string;
}

export interface PageRequest {
  url: URL;
  /** The request's cookies, read only. */
  cookies: CookieReader;
  visit: PageVisit;
  /** The stored content as the request already read it; read here when absent. */
  snapshot?: ContentSnapshot | undefined;
  /** The visitor came with a visitor cookie: only then can their cart hold something. */
  returningVisitor?: boolean;
  /** The site to render with (a template draft's preview); else the served one. */
  site?: SiteRuntime;
}

interface Resolved {
  status: number;
  context: JsonObject;
  main: CompiledTemplate | undefined;
  templateId: string;
  title?: string;
  visitorOnly?: boolean;
  restorable?: boolean;
  islands?: PageIslands;
  layout?: string;
  /** Flash cookies this page shows (they are deleted with its answer). */
  shown?: string[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function notFound(site: SiteRuntime, content: SiteContent, path: string): Resolved {
  return { status: 404, context: notFoundContext(path, content), main: site.compiled?.pageTemplate('not-found'), templateId: 'not-found' };
}

function pageRoute(site: SiteRuntime, route: PageRoute, content: SiteContent): Resolved {
  const name = pageTemplateName(route.page);
  // A page that names no template of its own is drawn by the platform's page template.
  const own = site.compiled?.pageTemplate(name);
  const main = own ?? (route.page.page.template === undefined ? site.compiled?.pageTemplate('page') : undefined);
  return { status: 200, context: pageContext(route, content), main, templateId: own ? `pages/${name}.page` : 'page', layout: layoutOf(route.page.page['regionName'], site.compiled?.layouts ?? []) };
}

async function platformPage(site: SiteRuntime, name: string, param: string | undefined, req: PageRequest, snapshot: ContentSnapshot): Promise<Resolved> {
  const { content } = snapshot;
  const base = siteContext(content);
  const main = site.compiled?.pageTemplate(name);
  const { crumb, visitorId } = req.visit;
  const page = (context: JsonObject): Resolved => ({ status: 200, context, main, templateId: name, visitorOnly: true });
  const { store, toJson } = await cartApi();
  switch (name) {
    case 'cart': {
      const cart = toJson(await findCart(store, { visitorId }));
      // The cart island reloads the cart when the page comes back from the back/forward cache.
      return { ...page(cartContext(base, cart as unknown as JsonObject, content.website)), islands: { cartPage: true }, restorable: true };
    }
    case 'checkout': {
      const zonesSet = (await pricingSettings(store, currencyOf(content.website))).shipping.zones.length > 0;
      const tokenParam = req.url.searchParams.get('cartToken');
      const token = tokenParam === null ? undefined : cartTokenSchema.safeParse(tokenParam);
      const view = token === undefined ? await findCart(store, { visitorId }) : token.success ? await tokenCart(token.data) : undefined;
      const cartToken = token?.success ? token.data : undefined;
      const flash = readCheckoutFlash(req.cookies);
      const installments = view ? cartOffer(view, currencyOf(content.website), merchandisingContextOf(snapshot)) : undefined;
      const form = checkoutForm(view, content.website, crumb, cartToken, flash, snapshot.entitlements.automaticTax, installments);
      const giftFlash = form && view ? readGiftCardFlash(req.cookies) : undefined;
      const cart = toJson(view);
      // What the card pays is of the priced total (discount, shipping, tax: site/features/cart/cart-pricing.ts).
      const giftCard = form && view ? await giftCardForm(store, { ...view, grandTotalCents: cart.grandTotalCents }, currencyOf(content.website), crumb, cartToken, giftFlash) : undefined;
      const shown = [...(flash ? [CHECKOUT_FLASH_COOKIE] : []), ...(giftFlash !== undefined ? [GIFT_CARD_FLASH_COOKIE] : [])];
      const shippingChoice = form ? { shippingChoice: checkoutShippingChoice(cart, zonesSet), appliedCode: cart.validCoupons[0]?.code ?? null, shippingOptionName: cart.selectedShippingOption?.name ?? null } : {};
      return { ...page(checkoutContext(base, cart as unknown as JsonObject, form ? ({ ...form, giftCard, ...shippingChoice } as JsonObject) : undefined)), ...(shown.length > 0 ? { shown } : {}) };
    }
    case 'subscription': {
      const token = cartTokenSchema.safeParse(req.url.searchParams.get('cartToken'));
      const view = token.success ? await tokenCart(token.data) : undefined;
      const flash = readCheckoutFlash(req.cookies);
      const form = token.success ? checkoutForm(view, content.website, crumb, token.data, flash, snapshot.entitlements.automaticTax) : undefined;
      return { ...page(subscriptionContext(base, toJson(view) as unknown as JsonObject, form as JsonObject | undefined)), ...(flash ? { shown: [CHECKOUT_FLASH_COOKIE] } : {}) };
    }
    case 'order-confirmed': {
      const order = param === undefined ? undefined : await visitorOrder(param, readVisitorId(req.cookies), req.url.searchParams.get('cartToken') ?? undefined, req.url.searchParams.get('t') ?? undefined);
      if (!order) return { ...notFound(site, content, req.url.pathname), visitorOnly: true };
      const request = await reviewsRequest(order, snapshot.entitlements);
      const flash = request ? readReviewFlash(req.cookies) : undefined;
      const requestContext = request ? reviewsRequestContext(request, crumb, flash) : undefined;
      const lifecycle = orderLifecycleJson(order, content.website, await orderShipments(store.db, order.id));
      const giftCardPaid = order.giftCardCents > 0 ? await orderGiftCardPayment(store, order.id) : undefined;
      const downloads = await orderDownloadLinks(store, order);
      const orderContext: JsonObject = { ...(orderJson(order) as unknown as JsonObject), ...lifecycle, ...(downloads.length > 0 ? { downloads: downloads.map((d) => ({ ...d, expiresText: new Date(d.expiresAt).toUTCString() })) } : {}), ...(giftCardPaid ? { giftCardPayment: { masked: giftCardPaid.masked, balanceAfter: moneyJson(giftCardPaid.balanceAfterCents, order.currencyCode) } } : {}) };
      const recurring = await orderSubscriptionsContext(store, order.id, content.website, { crumb, t: req.url.searchParams.get('t'), cartToken: req.url.searchParams.get('cartToken') });
      if (recurring) orderContext['recurring'] = recurring;
      const confirmed = page({ ...orderConfirmedContext(base, orderContext), ...(requestContext ? { reviewsRequest: requestContext as unknown as JsonObject } : {}) });
      return request ? { ...confirmed, islands: { reviewsRequest: request }, ...(flash ? { shown: [REVIEW_FLASH_COOKIE] } : {}) } : confirmed;
    }
    default: {
      const product = snapshot.products.find((p) => p.id === req.url.searchParams.get('itemId'));
      const variant = product?.productType === GIFT_CARD && snapshot.entitlements.giftCards ? product.variants.find((v) => v.sku === req.url.searchParams.get('sku')) : undefined;
      if (!product || !variant) return { ...notFound(site, content, req.url.pathname), visitorOnly: true };
      const price = moneyJson(variant.unitPriceCents, currencyOf(content.website)) as unknown as JsonObject;
      return page(giftCardContext(base, { itemId: product.id, sku: variant.sku, title: product.title, price }, crumb));
    }
  }
}

async function resolveRoute(site: SiteRuntime, route: Route, req: PageRequest, snapshot: ContentSnapshot): Promise<Resolved> {
  const { content } = snapshot;
  switch (route.kind) {
    case 'home':
      return resolveRoute(site, route.target, req, snapshot);
    case 'collection': {
      const type = route.collection.collection.typeName;
      return { status: 200, context: listContext(route, content), main: site.compiled?.collectionTemplate(type, 'list'), templateId: `collections/${type}.list`, layout: layoutOf(route.collection.collection['regionName'], site.compiled?.layouts ?? []) };
    }
    case 'item': {
      const type = route.collection.collection.typeName;
      const main = site.compiled?.collectionTemplate(type, 'item');
      // A collection whose type has no item view has no item pages.
      if (!main) return notFound(site, content, req.url.pathname);
      return { status: 200, context: itemContext(route, content), main, templateId: `collections/${type}.item`, title: route.item.title, layout: layoutOf(route.collection.collection['regionName'], site.compiled?.layouts ?? []) };
    }
    case 'page':
      return pageRoute(site, route, content);
    case 'search':
      return { status: 200, context: searchContext(route.query, content), main: site.compiled?.pageTemplate('search'), templateId: 'search' };
    case 'platform':
      // The store's pages exist where the site sells something.
      if (!content.collections.some((c) => c.collection.typeName === 'products')) return notFound(site, content, req.url.pathname);
      return platformPage(site, route.name, route.param, req, snapshot);
    case 'not-found':
      return notFound(site, content, route.path);
  }
}

function accessPage(site: SiteRuntime, content: SiteContent, scope: AccessScope, req: PageRequest): Resolved {
  const returnTo = safeReturnPath(req.url.pathname);
  const error = readAccessError(req.cookies);
  const { context, templateName } = accessPageContext({ scope, content, crumb: req.visit.crumb, returnTo, error });
  return { status: 200, context, main: site.compiled?.pageTemplate(templateName), templateId: templateName, visitorOnly: true, ...(req.cookies.has(ACCESS_FLASH_COOKIE) ? { shown: [ACCESS_FLASH_COOKIE] } : {}) };
}

/** Whether the page carries a site form (a `form`, `newsletter` or `forms[]` with fields). */
function hasForms(context: JsonObject): boolean {
  const candidates = [context['form'], context['newsletter'], ...(Array.isArray(context['forms']) ? context['forms'] : [])];
  return candidates.some((f) => f !== null && typeof f === 'object' && Array.isArray((f as JsonObject)['fields']));
}

/** A page without islands of its own shows the cart pill only when the visitor's cart holds something. */
async function cartHasItems(req: PageRequest): Promise<boolean> {
  return req.returningVisitor === false ? false : visitorCartHasItems(readVisitorId(req.cookies));
}

/** Whether the cart of the visitor (by the id their cookie came with) holds something. */
export async function visitorCartHasItems(visitorId: string | undefined): Promise<boolean> {
  if (visitorId === undefined) return false;
  const { store } = await cartApi();
  return ((await findCart(store, { visitorId }))?.totalQuantity ?? 0) > 0;
}

/** The popup's settings read once per website object (saved content is a new object): checking them field by field was 3 % of a list page. */
const popups = new WeakMap<object, PopupSettings>();

function popupOf(website: JsonObject): PopupSettings {
  let settings = popups.get(website);
  if (settings === undefined) popups.set(website, (settings = popupSettingsOf(website)));
  return settings;
}

function titleOf(resolved: Resolved, website: JsonObject): string {
  const collection = resolved.context['collection'] as JsonObject | undefined;
  const own = resolved.title ?? text(collection?.['title']);
  const siteTitle = readWebsiteSettings(website).siteTitle;
  return own && own !== siteTitle ? `${own} — ${siteTitle}` : siteTitle;
}

export async function resolvePage(req: PageRequest): Promise<PageObject> {
  const snapshot = req.snapshot ?? (await siteContent());
  const site = req.site ?? (await servedSite(snapshot.templates, snapshot.design));
  const route = routeRequest(req.url, snapshot.content);
  // The owner's locks, checked here for every page: a gated request answers its password page.
  const access = await checkAccess(route, req.cookies, snapshot.content, snapshot.key);
  const content = access.gate === 'site' ? lockedSiteContent(snapshot.content) : access.content;
  const website = content.website;
  const routed = access.gate === undefined ? await resolveRoute(site, route, req, { ...snapshot, content }) : accessPage(site, content, access.gate, req);
  const { entitlements } = snapshot;
  const entitled = contextWithEntitlements(routed.context, entitlements, snapshot.products);
  const reviews = access.gate !== undefined ? undefined : productReviewsSection(entitled, entitlements, snapshot.products);
  const resolved: Resolved = { ...routed, context: reviews ? { ...entitled, productReviews: reviews } : entitled };
  // A gated page shows none of its own blocks.
  const pageRecord = access.gate !== undefined ? undefined : route.kind === 'page' ? route.page : route.kind === 'home' && route.target.kind === 'page' ? route.target.page : undefined;
  const itemOwner = access.gate === undefined && route.kind === 'item' ? { collectionId: route.collection.collection.id, itemId: route.item.id } : undefined;
  const layouts = pageLayouts(
    // A gated page (lock screen, password page) shows no layout, not even the regions' fields.
    { site, content, layouts: access.gate === undefined ? snapshot.layouts : {}, design: snapshot.design, path: req.url.pathname, origin: req.url.origin, language: readWebsiteSettings(website).language, timeZone: readWebsiteSettings(website).timeZone },
    pageRecord,
    itemOwner,
  );
  // An item with a published layout shows it as its body.
  if (layouts.itemBody !== undefined && resolved.context['item'] !== null && typeof resolved.context['item'] === 'object') {
    resolved.context = { ...resolved.context, item: { ...(resolved.context['item'] as JsonObject), body: layouts.itemBody } };
  }
  const platform = platformValues(site, content, req.url.pathname, pageRecord, resolved.context, { main: resolved.main, region: site.compiled?.region(resolved.layout) });
  // Block fields with a published layout show it instead of the HTML stored for them.
  if (Object.keys(layouts.fields).length > 0) platform['blockFields'] = { ...(platform['blockFields'] as JsonObject), ...layouts.fields };
  const captcha = captchaOf(website);
  const products = pageProducts(resolved.context, platform, snapshot.products.filter((p) => sellable(p, entitlements)));
  // The islands the layouts' blocks need (none for static blocks), under the page's own.
  const islands: PageIslands = { ...(mergeIslands(layouts.islands, resolved.islands) as PageIslands), ...(reviews ? { productReviews: reviews } : {}) };
  const flash = Object.keys(products).length > 0 ? readAddError(req.cookies) : undefined;
  const shown = [...(routed.shown ?? []), ...(Object.keys(products).length > 0 && req.cookies.has(FLASH_COOKIE) ? [FLASH_COOKIE] : [])];
  // A refused no-script add: its product page shows the message in the form (and the island beside the button).
  if (flash) platform['addError'] = { title: TITLE_ADD, message: flash };
  if (Object.keys(products).length > 0) {
    const item = resolved.context['item'] as JsonObject | undefined;
    islands.commerce = { products: { ...islands.commerce?.products, ...products }, ...(flash && typeof item?.['id'] === 'string' ? { initialError: { itemId: item['id'], message: flash } } : {}) };
    if (entitlements.restockNotifications) islands.restock = { captcha };
    const installments = installmentsOf(resolved.context);
    if (installments) islands.installments = installments;
  }
  if (hasForms(resolved.context)) islands.forms = { captcha };
  const ownIslands = islands.commerce !== undefined || islands.forms !== undefined;
  // Without islands of its own, the pill depends on the visitor's cart: the page cache keeps one page for each case.
  // No pill on the checkout pages (spec 000 §2: not on the cart page nor in express checkout).
  const checkoutPage = resolved.templateId === 'checkout' || resolved.templateId === 'subscription';
  const pillByCart = access.gate === undefined && !islands.cartPage && !checkoutPage && !ownIslands;
  if (access.gate === undefined && !islands.cartPage && !checkoutPage && (ownIslands || (await cartHasItems(req)))) islands.cartPill = true;
  const flags = access.gate === 'site' ? { lockScreen: true } : access.gate !== undefined ? { accessDenied: true } : undefined;
  const title = titleOf(resolved, website);
  const slides = { slides: snapshot.slides, site, website, title, language: readWebsiteSettings(website).language, timeZone: readWebsiteSettings(website).timeZone, crumb: req.visit.crumb };
  const popup = popupOf(website);
  // The popup: on the site's own pages, not on a lock, the store's pages or an error. Its published
  // slide is shown with the popup's trigger and days even while the newsletter popup is off.
  const popupPage = access.gate === undefined && resolved.status === 200 && route.kind !== 'platform';
  const shownSlide = popupPage ? popupSlide(slides) : undefined;
  if (shownSlide) Object.assign(islands, { popup, popupSlide: shownSlide });
  else if (popup.enabled && popupPage) islands.popup = popup;
  // The lock screen's slide stands for the lock page: the gate's own route, not the locked page's.
  const slide = slidePage(slides, access.gate === undefined ? pageRecord : undefined, access.gate, resolved.context);
  const facts = await trackingFacts({ cookies: req.cookies, status: resolved.status, website, context: resolved.context, templateId: resolved.templateId, ...(flags ? { flags } : {}) });
  return {
    status: resolved.status,
    route,
    context: resolved.context,
    main: resolved.main,
    ...(layouts.main !== undefined ? { mainLayout: layouts.main } : {}),
    ...(layouts.css.length > 0 ? { layoutCss: layouts.css } : {}),
    ...(slide !== undefined ? { slidePage: slide } : {}),
    layout: resolved.layout,
    title,
    description: text((resolved.context['item'] as JsonObject | undefined)?.['excerpt']) || readWebsiteSettings(website).tagline,
    platform,
    islands,
    facts,
    commerceEvents: commerceEventsConfig(website, resolved.context, facts.pageId, snapshot.approvals),
    cookieBanner: cookieBannerOf(website),
    sessionRecording: sessionRecordingConfig(website),
    // A page behind a lock is never kept for the next visitor, who may not hold its password.
    visitorOnly: resolved.visitorOnly === true || access.locked,
    ...(resolved.restorable && !access.locked ? { restorable: true } : {}),
    // The lock screen and password pages answer at the locked page's own path: search engines must not index them.
    ...(access.gate !== undefined ? { noindex: true } : {}),
    language: readWebsiteSettings(website).language,
    timeZone: readWebsiteSettings(website).timeZone,
    code: snapshot.code,
    site,
    shown,
    pillByCart,
  };
}

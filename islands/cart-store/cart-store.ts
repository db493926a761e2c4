/**
 * The one cart every island shows (nanostores, shared between islands). The server is the
 * truth: the store only ever holds a cart the server answered, never a local estimate. Replies
 * are applied in request order, so a slow, older reply never overwrites a newer one. Other tabs
 * hear of changes through a BroadcastChannel; the cart is reloaded when the page comes back from
 * the back/forward cache or the tab regains focus.
 */
import { atom } from 'nanostores';
import { apiRequest, type ApiResult } from '../shared/api-request.js';
import type { CartJson } from '../../domain/commerce/cart-json.js';
import { signedInKnown } from '../shared/signed-in-check.js';

export type CartStatus = 'idle' | 'loading' | 'loaded' | 'recalculating';

export const $cart = atom<CartJson | null>(null);
export const $cartStatus = atom<CartStatus>('idle');

export const CART_PATH = '/api/commerce/shopping-cart';
const CHANNEL = 'storefront-cart';

let issued = 0;
let applied = 0;

/** A ticket for a request about to be sent; pass it to acceptCart with the reply. */
export function nextTicket(): number {
  issued += 1;
  return issued;
}

/** Stores a cart the server answered, unless a newer reply was already applied. */
export function acceptCart(cart: CartJson, ticket: number = nextTicket(), fromOtherTab = false): boolean {
  if (ticket < applied) return false;
  applied = ticket;
  $cart.set(cart);
  if ($cartStatus.get() !== 'recalculating') $cartStatus.set('loaded');
  if (!fromOtherTab) channel()?.postMessage({ type: 'cart', cart });
  return true;
}

/** Loads the visitor's cart from the server. */
export async function loadCart(): Promise<ApiResult<CartJson>> {
  const ticket = nextTicket();
  if ($cart.get() === null) $cartStatus.set('loading');
  const result = await apiRequest<CartJson>(`${CART_PATH}?calculateSubtotal=true`);
  if (result.ok) acceptCart(result.data, ticket, true);
  else if ($cartStatus.get() === 'loading') $cartStatus.set('idle');
  return result;
}

/** Runs an additional-fields update with the cart marked as recalculating around it. */
export async function recalculating<T>(work: () => Promise<T>): Promise<T> {
  $cartStatus.set('recalculating');
  try {
    return await work();
  } finally {
    $cartStatus.set($cart.get() === null ? 'idle' : 'loaded');
  }
}

let shared: BroadcastChannel | null | undefined;
function channel(): BroadcastChannel | null {
  if (shared !== undefined) return shared;
  shared = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  shared?.addEventListener('message', (event: MessageEvent<{ type?: string; cart?: CartJson }>) => {
    if (event.data?.type === 'cart' && event.data.cart) acceptCart(event.data.cart, nextTicket(), true);
  });
  return shared;
}

let watching = false;
/**
 * Keeps the store current: first load, back/forward cache, focus, other tabs. Idempotent. The
 * first load waits for the signed-in check (signed-in-check.ts), so the cart asked for is the one
 * of whoever the visitor turns out to be, and no cart is asked for before.
 */
export function watchCart(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  channel();
  void signedInKnown().then(() => loadCart());
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void loadCart();
  });
  let lastFocusLoad = Date.now();
  const onReturn = (): void => {
    if (document.visibilityState !== 'visible' || Date.now() - lastFocusLoad < 1000) return;
    lastFocusLoad = Date.now();
    void loadCart();
  };
  document.addEventListener('visibilitychange', onReturn);
  window.addEventListener('focus', onReturn);
}

/** For tests: forget every reply. */
export function resetCartStore(): void {
  issued = 0;
  applied = 0;
  $cart.set(null);
  $cartStatus.set('idle');
}

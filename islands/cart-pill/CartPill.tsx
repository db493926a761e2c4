/**
 * The floating cart pill: the shared cart's item count and subtotal, linking to the cart page.
 * Mounted by StorePage on every page but the cart and checkout pages. What it shows (CartPillView,
 * with the subtotal's money formatting) loads once there is something to show.
 */
import { useAtom as useStore } from '../cart-store/use-cart.js';
import { lazy, Suspense, useEffect, useState } from 'react';
import { $cart, watchCart } from '../cart-store/cart-store.js';
import { pillVisible } from './pill-visible.js';

const CartPillView = lazy(() => import('./CartPillView.js'));

export default function CartPill({ cartUrl = '/cart' }: { cartUrl?: string }) {
  const cart = useStore($cart);
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => {
    setPathname(window.location.pathname);
    watchCart();
  }, []);
  if (pathname === null || cart === null || !pillVisible(cart, pathname)) return null;
  return (
    <Suspense fallback={null}>
      <CartPillView cart={cart} cartUrl={cartUrl} />
    </Suspense>
  );
}

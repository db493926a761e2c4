/**
 * The restock sign-up's part that loads with the page (mounted by the commerce island): the
 * sign-up itself (RestockIsland) loads only once one of the page's restock views is to show, at
 * load or at the first choice of a sold-out variant; the variant changes made until then are kept
 * and handed to it in order. Until a view's form code is ready, its form's submit is held back
 * (no page navigation) and replayed once the view is ready (RestockView).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CaptchaConfig } from '../../domain/captcha/captcha-types.js';
import { VARIANT_CHANGE_EVENT } from '../../domain/commerce/product-data.js';
import { parseVariantChange, viewShown, type VariantChange } from './restock-visibility.js';
import { findViews, shownAtLoad, viewIds } from './restock-views.js';

const RestockIsland = lazy(() => import('./RestockIsland.js'));

export default function RestockGate({ captcha = null }: { captcha?: CaptchaConfig | null }) {
  const [earlier, setEarlier] = useState<readonly VariantChange[] | null>(null);

  useEffect(() => {
    const views = findViews();
    if (views.length === 0) return undefined;
    const hold = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches('form.product-restock-form') || form.dataset['restockReady'] === 'true') return;
      event.preventDefault();
      form.dataset['restockPending'] = 'true';
    };
    const changes: VariantChange[] = [];
    const onChange = (event: Event) => {
      const change = parseVariantChange((event as CustomEvent).detail);
      if (!change) return;
      changes.push(change);
      if (views.some((view) => viewShown(viewIds(view), change) === true)) setEarlier(changes);
    };
    document.addEventListener('submit', hold, true);
    document.addEventListener(VARIANT_CHANGE_EVENT, onChange);
    if (views.some(shownAtLoad)) setEarlier(changes);
    return () => {
      document.removeEventListener('submit', hold, true);
      document.removeEventListener(VARIANT_CHANGE_EVENT, onChange);
    };
  }, []);

  return earlier ? (
    <Suspense fallback={null}>
      <RestockIsland captcha={captcha} earlier={earlier} />
    </Suspense>
  ) : null;
}

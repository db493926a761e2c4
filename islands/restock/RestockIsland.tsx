/**
 * Restock sign-up (spec §3–§5) on a product page: enhances every restock view the engine
 * rendered, shows the chosen variant's view when it is sold out (the variant selects announce
 * `variant-change` on the product element), and the only view of a sold-out product without options.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CaptchaConfig } from '../../domain/captcha/captcha-types.js';
import { parseVariantChange, viewShown } from './restock-visibility.js';

// The sign-up form's code (validation, captcha) loads only once a sold-out variant is shown:
// most visits never need it.
const RestockView = lazy(() => import('./RestockView.js').then((m) => ({ default: m.RestockView })));

export const VARIANT_CHANGE_EVENT = 'variant-change';

const ids = (view: HTMLElement) => ({ productId: view.dataset['productId'] ?? '', variantId: view.dataset['variantId'] ?? '' });

function shownAtLoad(view: HTMLElement): boolean {
  const product = view.closest('[data-item-id]');
  const noOptions = product !== null && product.querySelector('select[data-variant-option-name]') === null;
  const only = product !== null && product.querySelectorAll('.product-restock-notification').length === 1;
  return !view.hidden || (noOptions && only && product.classList.contains('product-detail--sold-out'));
}

export default function RestockIsland({ captcha = null }: { captcha?: CaptchaConfig | null }) {
  const [views, setViews] = useState<HTMLElement[]>([]);
  const [shown, setShown] = useState<ReadonlyMap<HTMLElement, boolean>>(new Map());
  const [mounted, setMounted] = useState<ReadonlySet<HTMLElement>>(new Set());

  useEffect(() => {
    // Until a view's code has loaded, its form's submit is held back (no page navigation) and
    // replayed once the view is ready (RestockView).
    const hold = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches('form.product-restock-form') || form.dataset['restockReady'] === 'true') return;
      event.preventDefault();
      form.dataset['restockPending'] = 'true';
    };
    document.addEventListener('submit', hold, true);
    return () => document.removeEventListener('submit', hold, true);
  }, []);

  useEffect(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.product-restock-notification[data-product-id][data-variant-id]')];
    setViews(found);
    setShown(new Map(found.map((v) => [v, shownAtLoad(v)])));
    const onChange = (event: Event) => {
      const change = parseVariantChange((event as CustomEvent).detail);
      if (!change) return;
      setShown((before) => new Map(found.map((v) => [v, viewShown(ids(v), change) ?? before.get(v) ?? false])));
    };
    document.addEventListener(VARIANT_CHANGE_EVENT, onChange);
    return () => document.removeEventListener(VARIANT_CHANGE_EVENT, onChange);
  }, []);

  useEffect(() => {
    for (const [view, show] of shown) view.hidden = !show;
    // A view once shown stays mounted (its typed email and captcha survive a variant change).
    setMounted((before) => {
      const next = new Set(before);
      for (const [view, show] of shown) if (show) next.add(view);
      return next.size === before.size ? before : next;
    });
  }, [shown]);

  return (
    <Suspense fallback={null}>
      {views
        .filter((view) => mounted.has(view))
        .map((view) => (
          <RestockView key={`${view.dataset['productId']}:${view.dataset['variantId']}`} view={view} shown={shown.get(view) ?? false} captcha={captcha} />
        ))}
    </Suspense>
  );
}

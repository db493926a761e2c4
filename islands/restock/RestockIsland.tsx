/**
 * Restock sign-up (spec §3–§5) on a product page: enhances every restock view the engine
 * rendered, shows the chosen variant's view when it is sold out (the variant selects announce
 * `variant-change` on the product element), and the only view of a sold-out product without options.
 * Loaded by RestockGate once a view is to show; `earlier` holds the variant changes made before,
 * still growing until this island listens itself.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CaptchaConfig } from '../../domain/captcha/captcha-types.js';
import { VARIANT_CHANGE_EVENT } from '../../domain/commerce/product-data.js';
import { parseVariantChange, type VariantChange } from './restock-visibility.js';
import { shownAfter } from './restock-replay.js';
import { findViews, shownAtLoad, viewIds } from './restock-views.js';

// The sign-up form's code (validation, captcha) loads only once a sold-out variant is shown:
// most visits never need it.
const RestockView = lazy(() => import('./RestockView.js').then((m) => ({ default: m.RestockView })));

interface Props {
  captcha?: CaptchaConfig | null;
  earlier: readonly VariantChange[];
}

export default function RestockIsland({ captcha = null, earlier }: Props) {
  const [views, setViews] = useState<HTMLElement[]>([]);
  const [shown, setShown] = useState<ReadonlyMap<HTMLElement, boolean>>(new Map());
  const [mounted, setMounted] = useState<ReadonlySet<HTMLElement>>(new Set());

  useEffect(() => {
    const found = findViews();
    setViews(found);
    setShown(shownAfter(found, viewIds, new Map(found.map((v) => [v, shownAtLoad(v)])), earlier));
    const onChange = (event: Event) => {
      const change = parseVariantChange((event as CustomEvent).detail);
      if (change) setShown((before) => shownAfter(found, viewIds, before, [change]));
    };
    document.addEventListener(VARIANT_CHANGE_EVENT, onChange);
    return () => document.removeEventListener(VARIANT_CHANGE_EVENT, onChange);
  }, [earlier]);

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

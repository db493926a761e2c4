/**
 * The product page's reviews (spec 000 §2, loaded lazily; rendered by the commerce island, which
 * the page mounts for them): this small part only watches the section the template rendered
 * (`[data-product-reviews]`); when it scrolls near, the list's code
 * loads and reads the approved reviews from the JSON API. Most visits never load either.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

const ReviewsSection = lazy(() => import('./ReviewsSection.js'));

/** How far below the viewport the section starts loading. */
const NEAR = '400px 0px';

export default function ProductReviews({ apiUrl }: { apiUrl: string }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const section = document.querySelector<HTMLElement>('[data-product-reviews]');
    if (!section) return;
    setHost(section.querySelector<HTMLElement>('.product-reviews-body') ?? section);
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  if (!host || !near) return null;
  return createPortal(
    <Suspense fallback={<p className="product-reviews-loading" role="status">Loading reviews…</p>}>
      <ReviewsSection apiUrl={apiUrl} />
    </Suspense>,
    host,
  );
}

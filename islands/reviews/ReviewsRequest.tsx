/**
 * The order confirmation's reviews request (page type 209): a review form in each product block
 * the template rendered (`[data-review-product-id]`) that has not been reviewed from this order, in
 * place of the block's plain form (the one posted without JavaScript).
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ReviewableProduct } from '../../domain/reviews/review-rules.js';
import { ReviewForm } from './ReviewForm.js';

export interface ReviewsRequestProps {
  request: { orderId: string; cartToken: string | null; products: ReviewableProduct[] };
}

export default function ReviewsRequest({ request }: ReviewsRequestProps) {
  const [hosts, setHosts] = useState<{ host: HTMLElement; product: ReviewableProduct }[]>([]);

  useEffect(() => {
    const found = [];
    for (const product of request.products) {
      if (product.reviewed) continue;
      const host = [...document.querySelectorAll<HTMLElement>('[data-review-product-id]')].find((el) => el.dataset['reviewProductId'] === product.productId);
      if (!host) continue;
      // The island's own form takes the place of the one posted without JavaScript.
      host.querySelector<HTMLFormElement>('form.order-review-plain')?.setAttribute('hidden', '');
      found.push({ host, product });
    }
    setHosts(found);
  }, [request]);

  return (
    <>
      {hosts.map(({ host, product }) =>
        createPortal(<ReviewForm orderId={request.orderId} cartToken={request.cartToken} product={product} />, host, product.productId),
      )}
    </>
  );
}

/** The approved reviews of a product: average and count, a page of reviews, paging; loading, empty and error states. */
import { useCallback, useEffect, useState } from 'react';
import type { ReviewPage } from '../../domain/reviews/review-rules.js';
import { apiRequest } from '../shared/api-request.js';
import { averageText, countText, ratingLabel, reviewDate, starsText } from './review-format.js';
import './reviews.css';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: ReviewPage };

export const LOAD_ERROR = 'Unable to load reviews.';

export default function ReviewsSection({ apiUrl }: { apiUrl: string }) {
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  const retry = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiRequest<ReviewPage>(`${apiUrl}?page=${page}`, { signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        setState(result.ok ? { status: 'ready', data: result.data } : { status: 'error', message: result.message || LOAD_ERROR });
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setState({ status: 'error', message: LOAD_ERROR });
      });
    return () => controller.abort();
  }, [apiUrl, page, round]);

  if (state.status === 'loading') return <p className="product-reviews-loading" role="status">Loading reviews…</p>;
  if (state.status === 'error') {
    return (
      <div className="product-reviews-error" role="alert">
        <p>{state.message}</p>
        <button type="button" className="button product-reviews-retry" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  const { summary, reviews, pageCount } = state.data;
  if (summary.count === 0 || summary.average === null) return <p className="product-reviews-empty">No reviews yet.</p>;
  return (
    <div className="product-reviews-list">
      <p className="product-reviews-summary">
        <span className="product-reviews-stars" aria-hidden="true">
          {starsText(summary.average)}
        </span>{' '}
        <strong className="product-reviews-average">{averageText(summary.average)}</strong> · <span className="product-reviews-count">{countText(summary.count)}</span>
      </p>
      <ol className="product-reviews-items">
        {reviews.map((review) => (
          <li key={review.id} className="product-review">
            <article aria-labelledby={`review-${review.id}`}>
              <p className="product-review-rating">
                <span className="product-reviews-stars" aria-hidden="true">
                  {starsText(review.rating)}
                </span>
                <span className="visually-hidden">{ratingLabel(review.rating)}</span>
              </p>
              <h3 className="product-review-title" id={`review-${review.id}`}>
                {review.title}
              </h3>
              <p className="product-review-body">{review.body}</p>
              <p className="product-review-author">
                {review.authorName}, <time dateTime={new Date(review.created).toISOString()}>{reviewDate(review.created)}</time>
              </p>
            </article>
          </li>
        ))}
      </ol>
      {pageCount > 1 && (
        <nav className="product-reviews-pages" aria-label="Review pages">
          <button type="button" className="button product-reviews-prev" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Newer reviews
          </button>
          <span className="product-reviews-page">
            Page {page} of {pageCount}
          </span>
          <button type="button" className="button product-reviews-next" disabled={page >= pageCount} onClick={() => setPage((p) => p + 1)}>
            Older reviews
          </button>
        </nav>
      )}
    </div>
  );
}

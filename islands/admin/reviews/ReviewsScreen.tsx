/**
 * Reviews (`/admin/reviews`, store area): every product review, those waiting for approval first,
 * filtered by status, a page at a time; approve, hide or restore (back to waiting) each, saved
 * against the version shown (a stale change offers to reload). Read-only without write access.
 */
import { useState } from 'react';
import { REVIEW_STATUSES, REVIEW_STATUS_LABELS, type AdminReview, type ReviewStatus } from '../../../domain/reviews/review-rules.js';
import type { ScreenProps } from '../screen-props.js';
import { DataTable } from '../ui/DataTable.js';
import { Field } from '../ui/Field.js';
import { PageButtons } from '../ui/PageButtons.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { ResourceView } from '../ui/StateViews.js';
import type { Column } from '../ui/table-columns.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import './reviews.css';

const ACTIONS: Readonly<Record<ReviewStatus, { to: ReviewStatus; label: string }[]>> = {
  pending: [{ to: 'approved', label: 'Approve' }, { to: 'hidden', label: 'Hide' }],
  approved: [{ to: 'hidden', label: 'Hide' }],
  hidden: [{ to: 'pending', label: 'Restore' }],
};

const dateText = (millis: number): string => new Date(millis).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const REVIEW_COLUMNS: Column<AdminReview>[] = [
  {
    key: 'review',
    header: 'Review',
    rowHeader: true,
    cell: (review) => (
      <>
        <span className="admin-review-title">{review.title}</span>
        <span className="admin-review-body">{review.body}</span>
      </>
    ),
  },
  {
    key: 'rating',
    header: 'Rating',
    cell: (review) => (
      <>
        <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</span>
        <span className="visually-hidden">Rated {review.rating} out of 5</span>
      </>
    ),
  },
  { key: 'product', header: 'Product', cell: (review) => <>{review.productTitle}<span className="admin-hint"> · order #{review.orderNumber}</span></> },
  { key: 'author', header: 'By', cell: (review) => <>{review.authorName}<span className="admin-hint">, {dateText(review.created)}</span></> },
  { key: 'status', header: 'Status', cell: (review) => <span className={`admin-review-status admin-review-status-${review.status}`}>{REVIEW_STATUS_LABELS[review.status]}</span> },
];

export default function ReviewsScreen({ canWrite }: ScreenProps) {
  const [status, setStatus] = useState<ReviewStatus | ''>('');
  const [page, setPage] = useState(1);
  const reviews = useApiQuery(api.reviews, { status, page });
  const saving = useVersionedSave<{ id: string; status: ReviewStatus; version: number }>();

  const move = async (review: AdminReview, to: ReviewStatus) => {
    const moved = await saving.send(api.moveReview, { id: review.id }, { status: to, expectedVersion: review.version });
    if (moved) reviews.reload();
  };

  return (
    <>
      <h1>Reviews</h1>
      <form className="admin-toolbar" aria-label="Filter reviews" onSubmit={(e) => e.preventDefault()}>
        <Field label="Status">
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ReviewStatus | '');
              setPage(1);
            }}
          >
            <option value="">All reviews</option>
            {REVIEW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {REVIEW_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
      </form>
      {!canWrite && <p className="admin-hint">You can read the reviews; your role cannot approve or hide them.</p>}
      <SaveStatus
        state={saving.state}
        onReload={saving.reloadWith(reviews.reload)}
      />
      <ResourceView resource={reviews} label="Loading reviews…">
        {(data) => (
          <>
            {!data.shown && <p className="admin-review-off">Reviews are not shown on the shop: turn on product reviews in Entitlements.</p>}
            <DataTable
              caption="Reviews"
              scroll
              columns={REVIEW_COLUMNS}
              rows={data.reviews}
              empty={status ? { title: 'No reviews with this status.', text: 'Try another status.' } : { title: 'No reviews yet.', text: 'Shoppers can review what they bought from their order confirmation.' }}
              actions={
                canWrite
                  ? (review) =>
                      ACTIONS[review.status].map((action) => (
                        <button
                          key={action.to}
                          type="button"
                          className={action.to === 'approved' ? 'admin-button admin-button-primary' : 'admin-button'}
                          disabled={saving.state.status === 'saving'}
                          aria-label={`${action.label} “${review.title}”`}
                          onClick={() => void move(review, action.to)}
                        >
                          {action.label}
                        </button>
                      ))
                  : undefined
              }
            />
            {data.pageCount > 1 && <PageButtons label="Review pages" page={data.page} pageCount={data.pageCount} hasNext={page < data.pageCount} onPage={setPage} />}
          </>
        )}
      </ResourceView>
    </>
  );
}

/**
 * One product's review form: a rating from 1 to 5 stars, a title, the review and a name, checked
 * with the server's own schema as the shopper submits, then sent with the order as proof of
 * purchase. The server's refusals show beside their fields or above the button.
 */
import { useId, useState, type FormEvent } from 'react';
import { REVIEW_LIMITS, reviewFieldsSchema, type ReviewableProduct } from '../../domain/reviews/review-rules.js';
import { apiRequest } from '../shared/api-request.js';
import './reviews.css';

type Field = 'rating' | 'title' | 'body' | 'authorName';
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['rating', 'title', 'body', 'authorName'];
export const SENT_MESSAGE = 'Thank you! Your review will appear once the shop has approved it.';
const FAILED_MESSAGE = 'Your review could not be sent. Please try again.';

function errorsOf(issues: readonly { path: string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = FIELDS.find((f) => issue.path === f || issue.path.startsWith(`${f}.`));
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export function ReviewForm({ orderId, cartToken, product }: { orderId: string; cartToken: string | null; product: ReviewableProduct }) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [authorName, setAuthorName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const checked = reviewFieldsSchema.safeParse({ rating: rating === 0 ? undefined : rating, title, body, authorName });
    if (!checked.success) {
      setErrors(errorsOf(checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))));
      return;
    }
    setErrors({});
    setState('sending');
    const result = await apiRequest<{ id: string }>('/api/reviews', {
      method: 'POST',
      body: { ...checked.data, orderId, productId: product.productId, ...(cartToken ? { cartToken } : {}) },
    });
    if (result.ok) {
      setState('sent');
      return;
    }
    setState('editing');
    const body_ = result.body as { issues?: { path: string; message: string }[] } | undefined;
    const fieldErrors = errorsOf(Array.isArray(body_?.issues) ? body_.issues : []);
    setErrors(fieldErrors);
    setFailure(Object.keys(fieldErrors).length > 0 ? '' : result.message || FAILED_MESSAGE);
  };

  if (state === 'sent') {
    return (
      <p className="order-review-thanks" role="status">
        {SENT_MESSAGE}
      </p>
    );
  }
  const described = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p className="order-review-field-error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="order-review-form" noValidate onSubmit={(e) => void submit(e)} aria-label={`Review of ${product.productName}`}>
      <fieldset className="order-review-stars" {...(errors.rating ? { 'aria-describedby': `${id}-rating-error` } : {})}>
        <legend>Rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} />
            {n === 1 ? '1 star' : `${n} stars`}
          </label>
        ))}
      </fieldset>
      {fieldError('rating')}
      <label htmlFor={`${id}-title`}>Title</label>
      <input id={`${id}-title`} type="text" value={title} maxLength={REVIEW_LIMITS.title} onChange={(e) => setTitle(e.target.value)} {...described('title')} />
      {fieldError('title')}
      <label htmlFor={`${id}-body`}>Your review</label>
      <textarea id={`${id}-body`} rows={5} value={body} maxLength={REVIEW_LIMITS.body} onChange={(e) => setBody(e.target.value)} {...described('body')} />
      {fieldError('body')}
      <label htmlFor={`${id}-name`}>Your name</label>
      <input id={`${id}-name`} type="text" autoComplete="name" value={authorName} maxLength={REVIEW_LIMITS.authorName} onChange={(e) => setAuthorName(e.target.value)} {...described('authorName')} />
      {fieldError('authorName')}
      {failure && (
        <p className="order-review-error" role="alert">
          {failure}
        </p>
      )}
      <div>
        <button type="submit" className="button order-review-submit" disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending…' : 'Send review'}
        </button>
      </div>
    </form>
  );
}

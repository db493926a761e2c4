/**
 * One line of the cart page: thumbnail and title linking to the product, the variant's option
 * names and values, a quantity stepper whose + stops at what the entry may hold (the server's
 * `maxQuantity`), the remove button, the line total and its message.
 */
import { useState } from 'react';
import type { CartEntryJson } from '../../domain/commerce/cart-json.js';
import { variantLabel } from '../../domain/commerce/variant-label.js';
import { minorUnitsText } from '../../domain/money/cart-money.js';
import { PersonalisationList } from '../shared/PersonalisationList.js';
import { CartEntryForm } from './CartEntryForm.js';
import { checkTypedQuantity } from '../../domain/commerce/typed-quantity.js';

/** The thumbnail's width in CSS pixels on the widest layout (cart.less), for `sizes`. */
const THUMBNAIL_SIZES = '(min-width: 40rem) 96px, 64px';

interface Props {
  entry: CartEntryJson;
  currency: string;
  /** The quantity shown: the one waiting to be sent, else the server's. */
  quantity: number;
  removing: boolean;
  message: string | undefined;
  /** The visitor asks for this quantity; answers the one kept (capped at what the entry may hold). */
  onQuantity(quantity: number): number;
  onRemove(): void;
}

export function CartEntryRow({ entry, currency, quantity, removing, message, onQuantity, onRemove }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const label = variantLabel(entry.chosenVariant?.attributes);
  const messageId = `cart-entry-message-${entry.id}`;
  const limit = Math.max(1, entry.maxQuantity, entry.quantity);
  const step = (by: number) => {
    if (quantity + by >= 1) onQuantity(quantity + by);
  };
  // A typed quantity that is not a whole number from 1 is refused beside the field, never sent.
  const [refusal, setRefusal] = useState<string | null>(null);
  const typed = (text: string) => {
    setDraft(text);
    const checked = checkTypedQuantity(text);
    setRefusal(checked.ok ? null : checked.message);
    if (checked.ok && onQuantity(checked.quantity) !== checked.quantity) setDraft(null);
  };
  const shownMessage = refusal ?? message;
  const thumbnail = entry.thumbnail;
  return (
    <li className="cart-entry" data-entry-id={entry.id}>
      {/* The title's link is the one a keyboard or screen reader meets; the picture repeats it for a pointer. */}
      {thumbnail === null ? (
        <span className="cart-entry-thumb" aria-hidden="true" />
      ) : (
        <a className="cart-entry-thumb" href={entry.fullUrl} tabIndex={-1} aria-hidden="true">
          <img
            src={thumbnail.assetUrl}
            srcSet={thumbnail.srcset ?? undefined}
            sizes={thumbnail.srcset ? THUMBNAIL_SIZES : undefined}
            alt={thumbnail.altText}
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
          />
        </a>
      )}
      <div className="cart-entry-details">
        <p className="cart-entry-title">
          <a href={entry.fullUrl}>{entry.title}</a>
        </p>
        {label !== '' && <p className="cart-entry-variant">{label}</p>}
        <PersonalisationList answers={entry.personalisation} className="cart-entry-personalisation" />
        {entry.subscription && <p className="cart-entry-billing">Subscription: {entry.subscription.billingText}</p>}
        {/* A line holds answers only when its product has a form (the add call insists on them). */}
        {entry.additionalFields !== null && typeof entry.additionalFields === 'object' && <CartEntryForm entry={entry} />}
        <p className="cart-entry-unit">{minorUnitsText(entry.purchasePriceCents, currency)} each</p>
      </div>
      <div className="cart-quantity" role="group" aria-label={`Quantity of ${entry.title}`}>
        <button type="button" aria-label={`Decrease quantity of ${entry.title}`} aria-disabled={quantity <= 1} onClick={() => step(-1)}>
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={limit}
          aria-label={`Quantity of ${entry.title}`}
          aria-describedby={shownMessage ? messageId : undefined}
          aria-invalid={refusal !== null ? true : undefined}
          value={draft ?? String(quantity)}
          onChange={(event) => typed(event.currentTarget.value)}
          onBlur={() => {
            setDraft(null);
            setRefusal(null);
          }}
        />
        {/* Stays focusable at the stock: pressing it says why nothing changed. */}
        <button type="button" aria-label={`Increase quantity of ${entry.title}`} aria-disabled={quantity >= limit} onClick={() => step(1)}>
          +
        </button>
        <button type="button" className="cart-remove" aria-busy={removing} aria-disabled={removing} onClick={() => !removing && onRemove()}>
          {removing ? 'Removing…' : 'Remove'}
          <span className="visually-hidden"> {entry.title}</span>
        </button>
      </div>
      <span className="cart-entry-total">{minorUnitsText(entry.subTotalCents, currency)}</span>
      {shownMessage && (
        <p className="cart-entry-message" id={messageId} role={refusal !== null ? 'alert' : undefined}>
          {shownMessage}
        </p>
      )}
    </li>
  );
}

/** One line of the cart page: title, quantity stepper, remove button, line total, its message. */
import { useState } from 'react';
import type { CartEntryJson } from '../../domain/commerce/cart-json.js';
import { minorUnitsText } from '../../domain/money/cart-money.js';

export const MAX_QUANTITY = 9999;

interface Props {
  entry: CartEntryJson;
  currency: string;
  /** The quantity shown: the one waiting to be sent, else the server's. */
  quantity: number;
  removing: boolean;
  message: string | undefined;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

export function CartEntryRow({ entry, currency, quantity, removing, message, onQuantity, onRemove }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const variant = Object.values(entry.chosenVariant?.attributes ?? {}).join(' / ');
  const messageId = `cart-entry-message-${entry.id}`;
  const step = (by: number) => {
    const next = quantity + by;
    if (next >= 1 && next <= MAX_QUANTITY) onQuantity(next);
  };
  const typed = (text: string) => {
    setDraft(text);
    if (/^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= MAX_QUANTITY) onQuantity(Number(text));
  };
  return (
    <li className="cart-entry" data-entry-id={entry.id}>
      <div>
        <p className="cart-entry-title">{entry.title}</p>
        {variant !== '' && <p className="cart-entry-variant">{variant}</p>}
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
          max={MAX_QUANTITY}
          aria-label={`Quantity of ${entry.title}`}
          aria-describedby={message ? messageId : undefined}
          value={draft ?? String(quantity)}
          onChange={(event) => typed(event.currentTarget.value)}
          onBlur={() => setDraft(null)}
        />
        <button type="button" aria-label={`Increase quantity of ${entry.title}`} aria-disabled={quantity >= MAX_QUANTITY} onClick={() => step(1)}>
          +
        </button>
        <button type="button" className="cart-remove" aria-busy={removing} aria-disabled={removing} onClick={() => !removing && onRemove()}>
          {removing ? 'Removing…' : 'Remove'}
          <span className="visually-hidden"> {entry.title}</span>
        </button>
      </div>
      <span className="cart-entry-total">{minorUnitsText(entry.subTotalCents, currency)}</span>
      {message && (
        <p className="cart-entry-message" id={messageId}>
          {message}
        </p>
      )}
    </li>
  );
}

/** One gift card: balance, status, recipient, history; adjusting the balance, disabling and enabling. */
import { useState } from 'react';
import { MESSAGES } from '../../../domain/admin/content/limits.js';
import type { GiftCardDetail, GiftCardEvent } from '../../../domain/commerce/gift-card.js';
import { giftCardLimitMessage, maskedCode, maxGiftCardCents } from '../../../domain/commerce/gift-card.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { DataTable } from '../ui/DataTable.js';
import { Field } from '../ui/Field.js';
import type { Column } from '../ui/table-columns.js';
import { api } from '../query/api.js';
import { DetailPage, type RecordBodyProps, type RecordScreenProps } from '../ui/DetailPage.js';
import { useUnsavedWork } from '../ui/unsaved-work.js';
import { dateText } from '../orders/order-format.js';
import { minorUnitsText } from '../../../domain/money/cart-money.js';
import { centsOfTyped } from './amount.js';

const EVENT_LABELS: Readonly<Record<GiftCardEvent['kind'], string>> = { issue: 'Issued', redeem: 'Spent on an order', adjust: 'Adjusted', disable: 'Disabled', enable: 'Enabled' };

export function GiftCardDetailView(props: RecordScreenProps) {
  return <DetailPage {...props} back={{ href: '/admin/gift-cards', label: 'All gift cards' }} read={api.giftCard} loading="Loading the gift card…" body={CardBody} />;
}

function CardBody({ record: card, saving: { state, save }, saveStatus, canWrite }: RecordBodyProps<GiftCardDetail>) {
  const [confirming, setConfirming] = useState(false);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  useUnsavedWork(() => amount.trim() !== '' || note.trim() !== '');
  const [amountError, setAmountError] = useState<string | undefined>();
  const c = card.currencyCode;
  const setStatus = async (status: 'active' | 'disabled') => {
    setConfirming(false);
    await save(api.setGiftCardStatus, { id: card.id }, { status, expectedVersion: card.version });
  };
  const adjust = async () => {
    const cents = centsOfTyped(amount, c);
    if (cents === undefined) {
      setAmountError(MESSAGES.amount('The change', c));
      return;
    }
    if (cents === 0) {
      setAmountError(`Enter the change, like 10 to add ${minorUnitsText(centsOfTyped('10', c) ?? 0, c)} or -5 to take ${minorUnitsText(centsOfTyped('5', c) ?? 0, c)}.`);
      return;
    }
    if (Math.abs(cents) > maxGiftCardCents(c)) {
      setAmountError(giftCardLimitMessage('The change', c));
      return;
    }
    setAmountError(undefined);
    const next = await save(api.adjustGiftCard, { id: card.id }, { amountCents: cents, note: note.trim(), expectedVersion: card.version });
    if (next) {
      setAmount('');
      setNote('');
    }
  };
  const columns: Column<GiftCardEvent>[] = [
    { key: 'when', header: 'When', cell: (e) => dateText(e.created) },
    { key: 'what', header: 'What', cell: (e) => EVENT_LABELS[e.kind] },
    { key: 'amount', header: 'Change', cell: (e) => (e.amountCents === 0 ? '—' : minorUnitsText(e.amountCents, c)) },
    { key: 'balance', header: 'Balance after', cell: (e) => minorUnitsText(e.balanceCents, c) },
    { key: 'by', header: 'By', cell: (e) => e.actor ?? (e.orderId ? 'Order' : '—') },
    { key: 'note', header: 'Note', cell: (e) => e.note ?? '' },
  ];
  return (
    <article aria-labelledby="gift-card-title">
      <h1 id="gift-card-title">Gift card {maskedCode(card.last4)}</h1>
      <dl className="admin-order-facts">
        <div>
          <dt>Balance</dt>
          <dd data-testid="gift-card-balance">{minorUnitsText(card.balanceCents, c)}</dd>
        </div>
        <div>
          <dt>Issued for</dt>
          <dd>{minorUnitsText(card.initialCents, c)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="gift-card-status">{card.status === 'active' ? 'Active' : 'Disabled'}</dd>
        </div>
        <div>
          <dt>Recipient</dt>
          <dd>{card.recipientEmail ? `${card.recipientName ? `${card.recipientName} ` : ''}${card.recipientEmail}` : '—'}</dd>
        </div>
        {card.sendOn !== null && (
          <div>
            <dt>Email sent on</dt>
            <dd>{dateText(card.sendOn)}</dd>
          </div>
        )}
      </dl>
      {card.message && <blockquote>{card.message}</blockquote>}
      {canWrite && (
        <section className="admin-section" aria-labelledby="gift-card-change">
          <h2 id="gift-card-change">Change this card</h2>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void adjust();
            }}
          >
            <Field label="Change the balance by" error={amountError} hint="Positive adds, negative takes away, like 10 or -5.">
              <input type="text" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </Field>
            <Field label="Why">
              <input type="text" value={note} onChange={(e) => setNote(e.target.value)} />
            </Field>
            <button type="submit" className="admin-button admin-button-primary" disabled={state.status === 'saving'}>
              Adjust balance
            </button>
          </form>
          <div className="admin-actions">
            {card.status === 'active' ? (
              <button type="button" className="admin-button admin-button-danger" disabled={state.status === 'saving'} onClick={() => setConfirming(true)}>
                Disable card
              </button>
            ) : (
              <button type="button" className="admin-button" disabled={state.status === 'saving'} onClick={() => void setStatus('active')}>
                Enable card
              </button>
            )}
          </div>
          {saveStatus}
          <ConfirmDialog
            open={confirming}
            title={`Disable gift card ${maskedCode(card.last4)}?`}
            confirmLabel="Disable card"
            danger
            onConfirm={() => void setStatus('disabled')}
            onCancel={() => setConfirming(false)}
          >
            <p>It will pay for nothing until it is enabled again. Its balance is kept.</p>
          </ConfirmDialog>
        </section>
      )}
      <section className="admin-section" aria-labelledby="gift-card-history">
        <h2 id="gift-card-history">History</h2>
        <DataTable caption="Gift card history" columns={columns} rows={card.events} rowKey={(e) => `${String(e.created)}-${e.kind}-${String(card.events.indexOf(e))}`} empty="Nothing has happened to this card yet." />
      </section>
    </article>
  );
}

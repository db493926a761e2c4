/**
 * Gift cards: look a card up (by whole code, last four characters or recipient email), issue
 * one (its code shown once), and on a card's own page (`/admin/gift-cards/<id>`) its balance and
 * history, adjust the balance with a note, disable or enable it. Writers of the store area
 * change cards; readers look them up.
 */
import { useRef, useState } from 'react';
import { MESSAGES } from '../../../domain/admin/content/limits.js';
import { typedExample } from '../../../domain/money/typed-amount.js';
import type { GiftCardRow, IssuedGiftCard } from '../../../domain/commerce/gift-card.js';
import { giftCardLimitMessage, maskedCode, maxGiftCardCents } from '../../../domain/commerce/gift-card.js';
import type { ScreenProps } from '../screen-props.js';
import { ResourceTable } from '../ui/ResourceTable.js';
import { Field } from '../ui/Field.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { SearchForm } from '../ui/SearchForm.js';
import type { Column } from '../ui/table-columns.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { AppLink } from '../ui/AppLink.js';
import { useUnsavedWork } from '../ui/unsaved-work.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { dateText } from '../orders/order-format.js';
import { minorUnitsText } from '../../../domain/money/cart-money.js';
import { centsOfTyped } from './amount.js';
import { GiftCardDetailView } from './GiftCardDetailView.js';
import '../orders/orders.css';

export default function GiftCardsScreen({ subpath, canWrite, navigate }: ScreenProps) {
  if (subpath !== '') return <GiftCardDetailView id={decodeURIComponent(subpath)} canWrite={canWrite} navigate={navigate} />;
  return <GiftCardList canWrite={canWrite} navigate={navigate} />;
}

function GiftCardList({ canWrite, navigate }: { canWrite: boolean; navigate: (href: string) => void }) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const cards = useApiQuery(api.giftCards, { q: query });
  // The shop's currency as the list last said it: a new search keeps the issue form (and what it holds).
  const currency = useRef<string | undefined>(undefined);
  if (cards.status === 'ready') currency.current = cards.data.currencyCode;
  const columns: Column<GiftCardRow>[] = [
    {
      key: 'code',
      header: 'Card',
      cell: (c) => (
        <AppLink href={`/admin/gift-cards/${encodeURIComponent(c.id)}`} navigate={navigate}>
          {maskedCode(c.last4)}
        </AppLink>
      ),
    },
    { key: 'recipient', header: 'Recipient', cell: (c) => c.recipientEmail ?? '—' },
    { key: 'balance', header: 'Balance', cell: (c) => minorUnitsText(c.balanceCents, c.currencyCode) },
    { key: 'initial', header: 'Issued for', cell: (c) => minorUnitsText(c.initialCents, c.currencyCode) },
    { key: 'status', header: 'Status', cell: (c) => (c.status === 'active' ? 'Active' : 'Disabled') },
    { key: 'created', header: 'Issued', cell: (c) => dateText(c.created) },
  ];
  return (
    <>
      <h1>Gift cards</h1>
      <SearchForm id="gift-card-search" label="Code, last four characters or email" button="Look up" draft={draft} onDraft={setDraft} onSearch={setQuery} />
      <ResourceTable resource={cards} loadingLabel="Loading gift cards…" rows={(data) => data.giftCards} caption="Gift cards" columns={columns} empty={query ? 'No gift card matches this search.' : 'No gift cards yet.'} />
      {canWrite && currency.current !== undefined && <IssueForm currencyCode={currency.current} onIssued={() => cards.reload()} />}
    </>
  );
}

function IssueForm({ currencyCode, onIssued }: { currencyCode: string; onIssued: () => void }) {
  const { state, send } = useVersionedSave<IssuedGiftCard>();
  const [amount, setAmount] = useState('');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  useUnsavedWork(() => [amount, email, name, note].some((v) => v.trim() !== ''));
  const [amountError, setAmountError] = useState<string | undefined>();
  const [issued, setIssued] = useState<IssuedGiftCard | null>(null);
  const submit = async () => {
    const cents = centsOfTyped(amount, currencyCode);
    if (cents === undefined) {
      setAmountError(MESSAGES.amount('The amount', currencyCode));
      return;
    }
    if (cents <= 0) {
      setAmountError(`Enter an amount more than 0, like ${typedExample(currencyCode)}.`);
      return;
    }
    if (cents > maxGiftCardCents(currencyCode)) {
      setAmountError(giftCardLimitMessage('The amount', currencyCode));
      return;
    }
    setAmountError(undefined);
    const body = { amountCents: cents, ...(email.trim() ? { recipientEmail: email.trim() } : {}), ...(name.trim() ? { recipientName: name.trim() } : {}), ...(note.trim() ? { note: note.trim() } : {}) };
    const result = await send(api.issueGiftCard, undefined, body);
    if (result) {
      setIssued(result);
      setAmount('');
      setEmail('');
      setName('');
      setNote('');
      onIssued();
    }
  };
  return (
    <section className="admin-section" aria-labelledby="gift-card-issue">
      <h2 id="gift-card-issue">Issue a gift card</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label="Amount" error={amountError} hint={`In the shop's currency (${currencyCode}), like ${typedExample(currencyCode)}.`}>
          <input type="text" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <Field label="Recipient's email (optional)" hint="The code is emailed to this address at once.">
          <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label="Recipient's name (optional)">
          <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label="Note (optional)" hint="Why it was issued; kept in the card's history.">
          <input type="text" value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <button type="submit" className="admin-button admin-button-primary" disabled={state.status === 'saving'}>
          Issue gift card
        </button>
      </form>
      <SaveStatus state={state} />
      {issued && (
        <div className="admin-gift-card-issued" role="status">
          <p>
            Gift card issued for {minorUnitsText(issued.card.initialCents, issued.card.currencyCode)}. Its code, shown only now:{' '}
            <strong className="admin-gift-card-code">{issued.code}</strong>
          </p>
        </div>
      )}
    </section>
  );
}

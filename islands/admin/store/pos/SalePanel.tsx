/**
 * The sale being rung up: its lines (quantity capped at the stock shown, removable), the total,
 * the payment (cash with the amount received and the change due, or card on a separate
 * terminal), the customer's email for a receipt, and "Complete sale".
 */
import { useState } from 'react';
import type { ApiIssue } from '../../../../domain/admin/api-issue.js';
import { POS_METHOD_LABELS, POS_METHODS, changeDue, type PosMethod } from '../../../../domain/admin/store/point-of-sale.js';
import { basketTotal, clampQuantity, lineTotal, type BasketLine } from '../../../../domain/admin/store/pos-basket.js';
import { MESSAGES } from '../../../../domain/admin/content/limits.js';
import { typedMinorUnits } from '../../../../domain/money/typed-amount.js';
import { DataTable } from '../../ui/DataTable.js';
import { EmptyState } from '../../ui/StateViews.js';
import { Field } from '../../ui/Field.js';
import { minorUnitsText } from '../../../../domain/money/cart-money.js';

export interface Payment {
  method: PosMethod;
  tendered: string;
  customerEmail: string;
}

interface Props {
  lines: readonly BasketLine[];
  currencyCode: string;
  payment: Payment;
  busy: boolean;
  issues: readonly ApiIssue[];
  onLines: (lines: BasketLine[]) => void;
  onPayment: (payment: Payment) => void;
  onComplete: () => void;
}

export function SalePanel({ lines, currencyCode, payment, busy, issues, onLines, onPayment, onComplete }: Props) {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const total = basketTotal(lines);
  const tendered = typedMinorUnits(payment.tendered, currencyCode);
  const change = tendered === undefined ? null : changeDue(total, tendered);
  const issueOf = (path: string): string | undefined => issues.find((i) => i.path === path)?.message;
  const cashError = issueOf('tenderedCents') ?? (payment.method === 'cash' && payment.tendered !== '' && tendered === undefined ? MESSAGES.amount('The cash received', currencyCode) : undefined);
  const setQuantity = (variantId: string, text: string) => {
    setTyped({ ...typed, [variantId]: text });
    const wanted = Number(text);
    if (text.trim() === '' || !Number.isFinite(wanted)) return;
    onLines(lines.map((l) => (l.variantId === variantId ? { ...l, quantity: clampQuantity(wanted, l.maxQuantity) } : l)));
  };
  const name = (l: BasketLine): string => (l.variantLabel ? `${l.productName} (${l.variantLabel})` : l.productName);

  return (
    <section aria-labelledby="pos-sale" className="pos-sale">
      <h2 id="pos-sale">Sale</h2>
      <DataTable<BasketLine>
        caption="Items in the sale"
        columns={[
          { key: 'name', header: 'Item', rowHeader: true, cell: name },
          {
            key: 'quantity',
            header: 'Quantity',
            cell: (l) => (
              <input
                type="number"
                className="pos-quantity"
                inputMode="numeric"
                min={1}
                max={l.maxQuantity ?? 999}
                aria-label={`Quantity of ${name(l)}`}
                value={typed[l.variantId] ?? String(l.quantity)}
                onChange={(e) => setQuantity(l.variantId, e.target.value)}
                onBlur={() => setTyped(({ [l.variantId]: _dropped, ...rest }) => rest)}
              />
            ),
          },
          { key: 'total', header: 'Total', cell: (l) => minorUnitsText(lineTotal(l), currencyCode) },
        ]}
        rows={lines}
        rowKey={(l) => l.variantId}
        empty={<EmptyState title="No items yet.">Add products from the list to start a sale.</EmptyState>}
        actions={(l) => (
          <button type="button" className="admin-button" aria-label={`Remove ${name(l)}`} onClick={() => onLines(lines.filter((x) => x.variantId !== l.variantId))}>
            Remove
          </button>
        )}
        footer={
          <tr>
            <th scope="row">Total</th>
            <td />
            <td className="pos-total">{minorUnitsText(total, currencyCode)}</td>
            <td />
          </tr>
        }
      />
      {issueOf('lines') && <p className="admin-field-error" role="alert">{issueOf('lines')}</p>}
      <form
        className="pos-payment"
        onSubmit={(e) => {
          e.preventDefault();
          onComplete();
        }}
      >
        <fieldset>
          <legend>Payment</legend>
          {POS_METHODS.map((method) => (
            <label key={method} className="pos-method">
              <input type="radio" name="pos-method" value={method} checked={payment.method === method} onChange={() => onPayment({ ...payment, method })} />
              {POS_METHOD_LABELS[method]}
            </label>
          ))}
        </fieldset>
        {payment.method === 'cash' && (
          <Field label="Cash received" error={cashError} hint={change === null ? undefined : `Change due: ${minorUnitsText(change, currencyCode)}`}>
            <input type="text" inputMode="decimal" autoComplete="off" value={payment.tendered} onChange={(e) => onPayment({ ...payment, tendered: e.target.value })} />
          </Field>
        )}
        <Field label="Customer email (optional, for a receipt)" error={issueOf('customerEmail')}>
          <input type="email" autoComplete="off" value={payment.customerEmail} onChange={(e) => onPayment({ ...payment, customerEmail: e.target.value })} />
        </Field>
        <button type="submit" className="admin-button admin-button-primary" disabled={busy || lines.length === 0}>
          {busy ? 'Completing…' : `Complete sale of ${minorUnitsText(total, currencyCode)}`}
        </button>
      </form>
    </section>
  );
}

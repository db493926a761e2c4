/**
 * The point of sale (`/admin/pos`): staff find products, build a sale capped at the stock, take
 * cash (with the change due) or a card on a separate terminal, and get a receipt; the order goes
 * to the orders list as fulfilled and the stock goes down for the online shop too. A sale keeps
 * its key until it is recorded, so pressing again after a lost answer never sells twice. Off while
 * the entitlement is off; read only for roles that may not change the store.
 */
import { useState } from 'react';
import type { ApiIssue } from '../../../../domain/admin/api-issue.js';
import type { PosReceipt } from '../../../../domain/admin/store/point-of-sale.js';
import { addOne, type BasketLine } from '../../../../domain/admin/store/pos-basket.js';
import { typedMinorUnits } from '../../../../domain/money/typed-amount.js';
import { failureMessage } from '../../admin-api.js';
import { api } from '../../query/api.js';
import { callApi } from '../../query/endpoint.js';
import { useApiQuery } from '../../query/use-api-query.js';
import type { ScreenProps } from '../../screen-props.js';
import { ResourceView } from '../../ui/StateViews.js';
import { issuesOf } from '../../ui/use-versioned-save.js';
import { ProductPicker } from './ProductPicker.js';
import { Receipt } from './Receipt.js';
import { SalePanel, type Payment } from './SalePanel.js';
import './pos.css';

const NEW_PAYMENT: Payment = { method: 'cash', tendered: '', customerEmail: '' };

export default function PosScreen({ canWrite }: ScreenProps) {
  const status = useApiQuery(api.pos);
  const [lines, setLines] = useState<BasketLine[]>([]);
  const [payment, setPayment] = useState<Payment>(NEW_PAYMENT);
  const [saleKey, setSaleKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; issues: ApiIssue[] } | null>(null);
  const [receipt, setReceipt] = useState<PosReceipt | null>(null);
  const [products, setProducts] = useState(0);

  const changeLines = (next: BasketLine[]) => {
    setLines(next);
    setFailure(null);
  };
  const complete = async (currencyCode: string) => {
    setBusy(true);
    setFailure(null);
    const tendered = typedMinorUnits(payment.tendered, currencyCode);
    const result = await callApi(api.sell, undefined, {
      saleKey,
      lines: lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
      method: payment.method,
      ...(payment.method === 'cash' && tendered !== undefined ? { tenderedCents: tendered } : {}),
      ...(payment.customerEmail.trim() ? { customerEmail: payment.customerEmail.trim() } : {}),
    });
    setBusy(false);
    if (result.ok) {
      setReceipt(result.data);
      return;
    }
    setFailure({ message: failureMessage(result), issues: issuesOf(result.body) });
    // Stock moved since the list was read: show it as it is now.
    if (result.status === 409) setProducts((n) => n + 1);
  };
  const nextSale = () => {
    setReceipt(null);
    setLines([]);
    setPayment(NEW_PAYMENT);
    setSaleKey(crypto.randomUUID());
    setProducts((n) => n + 1);
  };

  return (
    <>
      <h1>Point of sale</h1>
      <ResourceView resource={status} label="Opening the point of sale…">
        {({ enabled, currencyCode }) =>
          !enabled ? (
            <p className="admin-hint pos-off">
              The point of sale is off for this shop, so sales are made online only. An administrator can switch it on under Settings → Entitlements.
            </p>
          ) : receipt ? (
            <Receipt receipt={receipt} onNext={nextSale} />
          ) : (
            <>
              {!canWrite && <p className="admin-hint">Your account can look at the products here but cannot make sales.</p>}
              {failure && (
                <div className="admin-error" role="alert">
                  <p>{failure.message}</p>
                </div>
              )}
              <div className="pos-layout">
                <ProductPicker
                  key={products}
                  canSell={canWrite}
                  inSale={new Map(lines.map((l) => [l.variantId, l.quantity]))}
                  onAdd={(line) => changeLines(addOne(lines, line))}
                />
                {canWrite && (
                  <SalePanel
                    lines={lines}
                    currencyCode={currencyCode}
                    payment={payment}
                    busy={busy}
                    issues={failure?.issues ?? []}
                    onLines={changeLines}
                    onPayment={(next) => { setPayment(next); setFailure(null); }}
                    onComplete={() => void complete(currencyCode)}
                  />
                )}
              </div>
            </>
          )
        }
      </ResourceView>
    </>
  );
}

/**
 * The order's payment and fulfilment: both states and a pay-later deadline; "Mark as paid"; a
 * shipment of some or all of what is left with carrier and tracking (the shopper is emailed);
 * the shipments, each undoable for a day; cancel (stock back or not, refund or not) and refund
 * (an amount, units back to stock); the order's history. Its own call, so the rest of the order
 * screen is untouched; `onChanged` lets the screen re-read the order.
 */
import { useState, type FormEvent } from 'react';
import { refundCents, type OrderFulfilmentPanel as Panel, type PaymentAction, type ShipmentRequest } from '../../../domain/admin/order-fulfilment.js';
import { FULFILMENT_LABELS, PAYMENT_LABELS, isPaid } from '../../../domain/commerce/order-lifecycle.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { DataTable } from '../ui/DataTable.js';
import { Field } from '../ui/Field.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery, type Resource } from '../query/use-api-query.js';
import { useUnsavedWork } from '../ui/unsaved-work.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { dateText } from './order-format.js';
import { minorUnitsText } from '../../../domain/money/cart-money.js';

interface Props {
  orderId: string;
  canWrite: boolean;
  onChanged: () => void;
}

export function OrderFulfilmentPanel({ orderId, canWrite, onChanged }: Props) {
  const panel = useApiQuery(api.orderPanel, { id: orderId });
  return (
    <section className="admin-section" aria-labelledby="order-fulfilment-title">
      <h2 id="order-fulfilment-title">Payment and fulfilment</h2>
      <ResourceView resource={panel} label="Loading payment and fulfilment…">
        {(data) => <PanelBody panel={data} resource={panel} canWrite={canWrite} onChanged={onChanged} />}
      </ResourceView>
    </section>
  );
}

const EVENT_TEXT: Readonly<Record<string, string>> = { payment: 'Payment', fulfilment: 'Fulfilment', shipment: 'Shipped', 'shipment-undone': 'Shipment undone', refund: 'Refund', reminder: 'Reminder' };

function stateText(value: string | null): string {
  if (value === null) return '';
  return (PAYMENT_LABELS as Record<string, string>)[value] ?? (FULFILMENT_LABELS as Record<string, string>)[value] ?? value;
}

function PanelBody({ panel, resource, canWrite, onChanged }: { panel: Panel; resource: Resource<Panel>; canWrite: boolean; onChanged: () => void }) {
  const { state, send, reloadWith } = useVersionedSave<Panel>();
  const [cancelling, setCancelling] = useState(false);
  const id = panel.orderId;
  const apply = async (sent: Promise<Panel | undefined>): Promise<boolean> => {
    const next = await sent;
    if (!next) return false;
    if (resource.status === 'ready') resource.replace(next);
    onChanged();
    return true;
  };
  const unpaid = panel.payment === 'pending' || panel.payment === 'authorised';
  const open = panel.fulfilment !== 'cancelled' && panel.lines.some((l) => l.shipped < l.ordered);
  const c = panel.currencyCode;
  return (
    <>
      <dl className="admin-order-facts">
        <div>
          <dt>Payment</dt>
          <dd data-testid="order-payment-status">{PAYMENT_LABELS[panel.payment]}</dd>
        </div>
        <div>
          <dt>Fulfilment</dt>
          <dd data-testid="order-fulfilment-status">{FULFILMENT_LABELS[panel.fulfilment]}</dd>
        </div>
        {panel.paymentDueAt !== null && (
          <div>
            <dt>{unpaid ? 'Payment due by' : 'Payment was due by'}</dt>
            <dd>{dateText(panel.paymentDueAt)}</dd>
          </div>
        )}
        {panel.refundedCents > 0 && (
          <div>
            <dt>Refunded</dt>
            <dd>{minorUnitsText(panel.refundedCents, c)}</dd>
          </div>
        )}
      </dl>
      {canWrite && (
        <div className="admin-actions">
          {unpaid && (
            <button type="button" className="admin-button admin-button-primary" disabled={state.status === 'saving'} onClick={() => void apply(send(api.orderPayment, { id }, { action: 'paid', version: panel.version }))}>
              Mark as paid
            </button>
          )}
          {panel.fulfilment === 'unfulfilled' && (
            <button type="button" className="admin-button admin-button-danger" disabled={state.status === 'saving'} onClick={() => setCancelling(true)}>
              Cancel with stock and refund choices…
            </button>
          )}
        </div>
      )}
      <SaveStatus
        state={state}
        onReload={reloadWith(resource.reload)}
      />
      {canWrite && open && <ShipForm panel={panel} busy={state.status === 'saving'} onShip={(body) => apply(send(api.shipOrder, { id }, body))} />}
      <h3>Shipments</h3>
      <DataTable
        caption="Shipments"
        scroll
        rows={panel.shipments}
        empty="Nothing has shipped yet."
        columns={[
          { key: 'date', header: 'Shipped', cell: (s) => dateText(s.created) },
          { key: 'items', header: 'Items', cell: (s) => s.summary },
          { key: 'carrier', header: 'Carrier', cell: (s) => s.carrier ?? '—' },
          {
            key: 'tracking',
            header: 'Tracking',
            cell: (s) => (s.trackingUrl ? <a href={s.trackingUrl} rel="noopener noreferrer" target="_blank">{s.trackingNumber ?? 'Track'}</a> : (s.trackingNumber ?? '—')),
          },
          {
            key: 'undo',
            header: 'Undo',
            cell: (s) =>
              s.undone !== null ? (
                `Undone ${dateText(s.undone)}`
              ) : canWrite && s.canUndo ? (
                <button type="button" className="admin-button" disabled={state.status === 'saving'} onClick={() => void apply(send(api.undoShipment, { id, shipmentId: s.id }))}>
                  Undo shipment
                </button>
              ) : (
                '—'
              ),
          },
        ]}
      />
      {canWrite && isPaid(panel.payment) && <RefundForm panel={panel} busy={state.status === 'saving'} onRefund={(body) => apply(send(api.orderPayment, { id }, body))} />}
      <h3>History</h3>
      <DataTable
        caption="Order history"
        scroll
        rows={panel.history}
        rowKey={(e) => `${String(e.at)}-${e.kind}-${e.to ?? ''}-${e.note ?? ''}`}
        empty="No changes yet."
        columns={[
          { key: 'at', header: 'When', cell: (e) => dateText(e.at) },
          { key: 'what', header: 'What', cell: (e) => `${EVENT_TEXT[e.kind] ?? e.kind}${e.to ? `: ${stateText(e.from)} → ${stateText(e.to)}` : ''}${e.note ? ` (${e.note})` : ''}` },
          { key: 'by', header: 'By', cell: (e) => e.actor.replace(/^admin:/, '').replace(/^api:/, 'API key ') },
        ]}
      />
      <CancelDialog
        open={cancelling}
        panel={panel}
        onCancel={() => setCancelling(false)}
        onConfirm={(restock, refund) => {
          setCancelling(false);
          void apply(send(api.orderPayment, { id }, { action: 'cancel', version: panel.version, restock, refund }));
        }}
      />
    </>
  );
}

function LineQuantities({ panel, legend, values, setValues, maxOf }: { panel: Panel; legend: string; values: Record<number, string>; setValues: (v: Record<number, string>) => void; maxOf: (l: Panel['lines'][number]) => number }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>{legend}</legend>
      {panel.lines.map((line) => (
        <Field key={line.index} label={`${line.name} (${String(maxOf(line))} of ${String(line.ordered)})`}>
          <input type="number" inputMode="numeric" min={0} max={maxOf(line)} value={values[line.index] ?? ''} onChange={(e) => setValues({ ...values, [line.index]: e.target.value })} />
        </Field>
      ))}
    </fieldset>
  );
}

function ShipForm({ panel, busy, onShip }: { panel: Panel; busy: boolean; onShip: (body: ShipmentRequest) => Promise<boolean> }) {
  const left = (l: Panel['lines'][number]) => l.ordered - l.shipped;
  const all = () => Object.fromEntries(panel.lines.map((l) => [l.index, String(left(l))]));
  const [quantities, setQuantities] = useState<Record<number, string>>(all);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  useUnsavedWork(() => carrier.trim() !== '' || trackingNumber.trim() !== '' || trackingUrl.trim() !== '');
  const [notify, setNotify] = useState(true);
  const [force, setForce] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const unpaid = !isPaid(panel.payment);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const lines = panel.lines.map((l) => ({ index: l.index, quantity: Number(quantities[l.index] ?? '0') }));
    const bad = panel.lines.find((l) => {
      const q = Number(quantities[l.index] ?? '0');
      return !Number.isInteger(q) || q < 0 || q > left(l);
    });
    if (bad) return setError(`Ship a whole number from 0 to ${String(left(bad))} of ${bad.name}.`);
    if (lines.every((l) => l.quantity === 0)) return setError('Choose at least one item to ship.');
    setError(undefined);
    const done = await onShip({ carrier, trackingNumber, trackingUrl, notify, force, version: panel.version, lines });
    if (done) {
      setCarrier('');
      setTrackingNumber('');
      setTrackingUrl('');
    }
  };
  return (
    <form className="admin-form" aria-labelledby="ship-title" onSubmit={(e) => void submit(e)} noValidate>
      <h3 id="ship-title">Ship items</h3>
      <LineQuantities panel={panel} legend="Quantities to ship" values={quantities} setValues={setQuantities} maxOf={left} />
      {error && (
        <p role="alert" className="admin-field-error">
          {error}
        </p>
      )}
      <Field label="Carrier">
        <input type="text" maxLength={100} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
      </Field>
      <Field label="Tracking number">
        <input type="text" maxLength={100} value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} />
      </Field>
      <Field label="Tracking link" hint="The carrier's page for this parcel, starting with https://">
        <input type="url" maxLength={2000} value={trackingUrl} onChange={(e) => setTrackingUrl(e.target.value)} />
      </Field>
      <label className="admin-check">
        <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} /> Email the shopper the tracking details
      </label>
      {unpaid && (
        <label className="admin-check">
          <input type="checkbox" checked={force} onChange={(e) => setForce(e.target.checked)} /> Ship although this order is not paid
        </label>
      )}
      <div>
        <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
          Record shipment
        </button>
      </div>
    </form>
  );
}

function RefundForm({ panel, busy, onRefund }: { panel: Panel; busy: boolean; onRefund: (body: PaymentAction) => Promise<boolean> }) {
  const [amount, setAmount] = useState('');
  const [restock, setRestock] = useState<Record<number, string>>({});
  useUnsavedWork(() => amount.trim() !== '' || Object.values(restock).some((q) => q.trim() !== ''));
  const [error, setError] = useState<string | undefined>();
  const leftCents = panel.grandTotalCents - panel.refundedCents;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{1,7}(\.\d{1,3})?$/.test(amount.trim())) return setError('Enter the amount as a number, such as 12.50.');
    const refund = refundCents(amount.trim(), panel.currencyCode);
    if ('message' in refund) return setError(refund.message);
    setError(undefined);
    const lines = panel.lines.map((l) => ({ index: l.index, quantity: Number(restock[l.index] ?? '0') })).filter((l) => l.quantity > 0);
    if (await onRefund({ action: 'refund', version: panel.version, amount: amount.trim(), restock: lines })) {
      setAmount('');
      setRestock({});
    }
  };
  if (leftCents <= 0) return null;
  return (
    <form className="admin-form" aria-labelledby="refund-title" onSubmit={(e) => void submit(e)} noValidate>
      <h3 id="refund-title">Refund</h3>
      <Field label={`Amount to refund (up to ${minorUnitsText(leftCents, panel.currencyCode)})`} error={error}>
        <input type="text" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <LineQuantities panel={panel} legend="Items back into stock (optional)" values={restock} setValues={setRestock} maxOf={(l) => l.ordered} />
      <div>
        <button type="submit" className="admin-button" disabled={busy}>
          Refund
        </button>
      </div>
    </form>
  );
}

function CancelDialog({ open, panel, onCancel, onConfirm }: { open: boolean; panel: Panel; onCancel: () => void; onConfirm: (restock: boolean, refund: boolean) => void }) {
  const [restock, setRestock] = useState(true);
  const [refund, setRefund] = useState(true);
  return (
    <ConfirmDialog open={open} title={`Cancel order #${String(panel.number)}?`} confirmLabel="Cancel order" danger onConfirm={() => onConfirm(restock, refund)} onCancel={onCancel}>
      <p>The shopper is emailed. The order cannot be reopened.</p>
      <label className="admin-check">
        <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} /> Put the items back into stock
      </label>
      {isPaid(panel.payment) && (
        <label className="admin-check">
          <input type="checkbox" checked={refund} onChange={(e) => setRefund(e.target.checked)} /> Refund the whole payment
        </label>
      )}
    </ConfirmDialog>
  );
}

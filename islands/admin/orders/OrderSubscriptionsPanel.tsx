/**
 * The subscriptions an order started (or the one it renews): period, payments, next payment, why
 * the last renewal was not made; a cancel button (asks first) while active. Nothing shows for an
 * order without one, nor while loading; a failed load shows its error with a retry.
 */
import { useState } from 'react';
import type { SubscriptionView } from '../../../domain/commerce/subscription-view.js';
import { failureMessage } from '../admin-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { useApiQuery } from '../query/use-api-query.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { ResourceView } from '../ui/StateViews.js';

export function OrderSubscriptionsPanel({ orderId, canWrite }: { orderId: string; canWrite: boolean }) {
  const subs = useApiQuery(api.orderSubscriptions, { id: orderId });
  // Most orders have none: nothing shows while it loads, rather than a section that then vanishes.
  if (subs.status === 'loading' || (subs.status === 'ready' && subs.data.subscriptions.length === 0)) return null;
  return (
    <section className="admin-section admin-order-subscriptions" aria-labelledby="order-subscriptions">
      <h2 id="order-subscriptions">Subscription</h2>
      <ResourceView resource={subs} label="Loading the subscription…">
        {(data) => (
          <>
            {data.subscriptions.map((sub) => (
              <SubscriptionRow key={sub.id} orderId={orderId} sub={sub} canWrite={canWrite} onChanged={subs.reload} />
            ))}
          </>
        )}
      </ResourceView>
    </section>
  );
}

function SubscriptionRow({ orderId, sub, canWrite, onChanged }: { orderId: string; sub: SubscriptionView; canWrite: boolean; onChanged: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<{ kind: 'idle' | 'busy' | 'error'; text: string }>({ kind: 'idle', text: '' });
  const cancel = async () => {
    setConfirming(false);
    setStatus({ kind: 'busy', text: 'Cancelling…' });
    const result = await callApi(api.cancelSubscription, { id: orderId }, { subscriptionId: sub.id });
    if (result.ok) {
      setStatus({ kind: 'idle', text: '' });
      onChanged();
    } else setStatus({ kind: 'error', text: failureMessage(result) });
  };
  return (
    <div className="admin-order-subscription" data-subscription-id={sub.id}>
      <p>
        {sub.quantity} × {sub.productName}, billed <strong>{sub.billingText}</strong>. Status:{' '}
        <strong data-testid="subscription-status">{sub.statusLabel}</strong>. {sub.paymentsText}.
        {sub.nextPaymentText && <> Next payment: {sub.nextPaymentText}.</>}
      </p>
      {sub.cancelledText && <p className="admin-hint">{sub.cancelledText.replace(' by you', ' by the shopper')}</p>}
      {sub.lastFailure && <p className="admin-field-error">{sub.lastFailure}</p>}
      {canWrite && sub.canCancel && (
        <div className="admin-actions">
          <button type="button" className="admin-button admin-button-danger" disabled={status.kind === 'busy'} onClick={() => setConfirming(true)}>
            Cancel subscription
          </button>
        </div>
      )}
      <p className={status.kind === 'error' ? 'admin-field-error' : 'admin-save-status'} role={status.kind === 'error' ? 'alert' : 'status'}>
        {status.text}
      </p>
      <ConfirmDialog
        open={confirming}
        title={`Cancel the subscription to ${sub.productName}?`}
        confirmLabel="Cancel subscription"
        danger
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      >
        <p>No more renewals will be made. The shopper is emailed. Orders already placed are not changed.</p>
      </ConfirmDialog>
    </div>
  );
}

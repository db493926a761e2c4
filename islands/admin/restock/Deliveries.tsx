/** The restock emails sent lately: delivered, waiting for a retry (with the error), or given up. */
import { useCallback, useEffect, useRef } from 'react';
import type { Delivery } from '../../../domain/admin/deliveries.js';
import { ResourceTable } from '../ui/ResourceTable.js';
import { timeColumn, type Column } from '../ui/table-columns.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';

const STATUS: Record<Delivery['status'], string> = { sent: 'Delivered', waiting: 'Waiting', failed: 'Gave up' };

const DELIVERY_COLUMNS: Column<Delivery>[] = [
  { key: 'to', header: 'To', sortValue: (d) => d.recipient, cell: (d) => d.recipient },
  timeColumn('queued', 'Queued', (d) => d.created, { sortable: true }),
  { key: 'status', header: 'Status', sortValue: (d) => STATUS[d.status], cell: (d) => STATUS[d.status] },
  { key: 'attempts', header: 'Attempts', sortValue: (d) => d.attempts, cell: (d) => d.attempts },
  { key: 'error', header: 'Last error', cell: (d) => d.lastError ?? '' },
];

/** `onRefresh`: the requests are read again too (a sign-up stops waiting once its email is delivered). */
export function Deliveries({ round, onRefresh }: { round: number; onRefresh: () => void }) {
  const deliveries = useApiQuery(api.restockDeliveries);
  const { reload: reloadDeliveries } = deliveries;
  const refreshRequests = useRef(onRefresh);
  refreshRequests.current = onRefresh;
  const reload = useCallback(() => {
    reloadDeliveries();
    refreshRequests.current();
  }, [reloadDeliveries]);
  useEffect(() => {
    if (round === 0) return;
    // Sending is done by the server's mailer a moment after queueing: look again shortly.
    const timer = setTimeout(reload, 1500);
    return () => clearTimeout(timer);
  }, [round, reload]);
  return (
    <section aria-labelledby="restock-deliveries" className="admin-section">
      <h2 id="restock-deliveries">Emails sent</h2>
      <button type="button" className="admin-button" onClick={reload}>
        Refresh
      </button>
      <ResourceTable resource={deliveries} loadingLabel="Loading emails…" rows={(data) => data.deliveries} caption="Restock emails sent" columns={DELIVERY_COLUMNS} empty="No restock emails sent yet." />
    </section>
  );
}

/** The restock emails sent lately: delivered, waiting for a retry (with the error), or given up. */
import { useEffect } from 'react';
import type { Delivery } from '../../../domain/admin/deliveries.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { useResource } from '../ui/use-resource.js';

const STATUS: Record<Delivery['status'], string> = { sent: 'Delivered', waiting: 'Waiting', failed: 'Gave up' };

export function Deliveries({ round }: { round: number }) {
  const deliveries = useResource<{ deliveries: Delivery[] }>('/api/admin/mail/outbox?kind=restock&limit=50');
  const { reload } = deliveries;
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
      <ResourceView resource={deliveries} label="Loading emails…">
        {(data) =>
          data.deliveries.length === 0 ? (
            <EmptyState title="No restock emails sent yet." />
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">To</th>
                  <th scope="col">Queued</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last error</th>
                </tr>
              </thead>
              <tbody>
                {data.deliveries.map((d) => (
                  <tr key={d.id}>
                    <td>{d.recipient}</td>
                    <td>{new Date(d.created).toLocaleString()}</td>
                    <td>{STATUS[d.status]}</td>
                    <td>{d.attempts}</td>
                    <td>{d.lastError ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </ResourceView>
    </section>
  );
}

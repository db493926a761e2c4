/** One variant's restock sign-ups, read page by page. */
import { useCallback } from 'react';
import type { RestockGroup } from '../../../domain/admin/restock.js';
import { EmptyState, ErrorState, Loading } from '../ui/StateViews.js';
import { fetchSignups } from './restock-calls.js';
import { usePaged } from '../ui/use-paged.js';

const when = (ms: number): string => new Date(ms).toLocaleString();

export function Signups({ group }: { group: RestockGroup }) {
  const signups = usePaged(
    useCallback(async (cursor: string | null) => {
      const result = await fetchSignups(group, cursor);
      return result.ok ? { ...result, data: { items: result.data.signUps, hasNextPage: result.data.hasNextPage, nextPageCursor: result.data.nextPageCursor } } : result;
    }, [group]),
  );
  const headingId = `signups-${group.variantId}`;
  return (
    <section aria-labelledby={headingId} className="admin-section">
      <h2 id={headingId}>
        Requests for {group.productName} ({group.sku})
      </h2>
      {signups.status === 'error' && signups.items.length === 0 ? (
        <ErrorState message={signups.error} onRetry={signups.reload} />
      ) : signups.status === 'loading' && signups.items.length === 0 ? (
        <Loading label="Loading requests…" />
      ) : signups.items.length === 0 ? (
        <EmptyState title="No requests for this variant." />
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Asked</th>
              <th scope="col">Mailing list</th>
              <th scope="col">Notified</th>
            </tr>
          </thead>
          <tbody>
            {signups.items.map((s) => (
              <tr key={s.id}>
                <td>{s.email}</td>
                <td>{when(s.created)}</td>
                <td>{s.joinMailingList ? 'Yes' : 'No'}</td>
                <td>{s.notified === null ? 'Waiting' : when(s.notified)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {signups.hasMore && (
        <button type="button" className="admin-button" onClick={signups.more} disabled={signups.status === 'loading'}>
          {signups.status === 'loading' ? 'Loading…' : 'Load more requests'}
        </button>
      )}
    </section>
  );
}

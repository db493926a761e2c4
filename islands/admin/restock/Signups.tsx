/** One variant's restock sign-ups, read page by page. */
import type { RestockGroup, RestockSignup } from '../../../domain/admin/restock.js';
import { PagedTable } from '../ui/PagedTable.js';
import type { Column } from '../ui/table-columns.js';
import { api } from '../query/api.js';
import { useApiPages } from '../query/use-api-pages.js';

const when = (ms: number): string => new Date(ms).toLocaleString();

const SIGNUP_COLUMNS: Column<RestockSignup>[] = [
  { key: 'email', header: 'Email', cell: (s) => s.email },
  { key: 'asked', header: 'Asked', cell: (s) => when(s.created) },
  { key: 'list', header: 'Mailing list', cell: (s) => (s.joinMailingList ? 'Yes' : 'No') },
  { key: 'notified', header: 'Notified', cell: (s) => (s.notified === null ? 'Waiting' : when(s.notified)) },
];

export function Signups({ group }: { group: RestockGroup }) {
  const signups = useApiPages(api.restockSignups, { productId: group.productId, variantId: group.variantId }, (answer) => ({
    items: answer.signUps,
    hasNextPage: answer.hasNextPage,
    nextPageCursor: answer.nextPageCursor,
  }));
  const headingId = `signups-${group.variantId}`;
  return (
    <section aria-labelledby={headingId} className="admin-section">
      <h2 id={headingId}>
        Requests for {group.productName} ({group.sku})
      </h2>
      <PagedTable
        paged={signups}
        loadingLabel="Loading requests…"
        moreLabel="Load more requests"
        caption={`Requests for ${group.productName} (${group.sku})`}
        columns={SIGNUP_COLUMNS}
        empty="No requests for this variant."
      />
    </section>
  );
}

/** Your sessions: device and browser, address, last seen, this one marked; end one, or all the others. */
import type { SessionRow } from '../../../domain/admin/user-admin.js';
import { DataTable } from '../ui/DataTable.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import type { Column } from '../ui/table-columns.js';
import type { Resource } from '../query/use-api-query.js';

const when = (ms: number | null): string => (ms === null ? 'Not yet' : new Date(ms).toLocaleString());

const COLUMNS: Column<SessionRow>[] = [
  { key: 'device', header: 'Device and browser', rowHeader: true, cell: (s) => (s.current ? <>{s.device} <strong className="acc-this">(this session)</strong></> : s.device) },
  { key: 'address', header: 'Address', cell: (s) => s.address ?? 'Unknown' },
  { key: 'seen', header: 'Last seen', sortValue: (s) => s.lastSeen, cell: (s) => when(s.lastSeen) },
  { key: 'created', header: 'Signed in', sortValue: (s) => s.created, cell: (s) => when(s.created) },
];

export interface SessionsListProps {
  sessions: Resource<{ sessions: SessionRow[] }>;
  onEnd: (session: SessionRow) => void;
  onEndOthers: () => void;
}

export function SessionsList({ sessions, onEnd, onEndOthers }: SessionsListProps) {
  return (
    <section className="admin-section" aria-labelledby="acc-sessions-title">
      <h2 id="acc-sessions-title">Where you are signed in</h2>
      <ResourceView resource={sessions} label="Loading your sessions…">
        {({ sessions: rows }) => (
          <>
            <DataTable
              caption="Your sessions"
              scroll
              columns={COLUMNS}
              rows={rows}
              rowKey={(s) => s.id}
              empty={<EmptyState title="No sessions." />}
              actions={(s) => (
                <button type="button" className="admin-button admin-button-danger" aria-label={s.current ? 'Sign out this session' : `Sign out ${s.device} at ${s.address ?? 'an unknown address'}`} onClick={() => onEnd(s)}>
                  Sign out
                </button>
              )}
            />
            {rows.some((s) => !s.current) && (
              <div className="admin-toolbar">
                <button type="button" className="admin-button admin-button-danger" onClick={onEndOthers}>Sign out all other sessions</button>
              </div>
            )}
          </>
        )}
      </ResourceView>
    </section>
  );
}

/** Your sessions: device and browser, address, last seen, this one marked; end one, or all the others. */
import type { SessionRow } from '../../../domain/admin/user-admin.js';
import { DataTable } from '../ui/DataTable.js';
import { ResourceView } from '../ui/StateViews.js';
import { ToolbarButton } from '../ui/ToolbarButton.js';
import { timeColumn, type Column } from '../ui/table-columns.js';
import type { Resource } from '../query/use-api-query.js';

const COLUMNS: Column<SessionRow>[] = [
  { key: 'device', header: 'Device and browser', rowHeader: true, cell: (s) => (s.current ? <>{s.device} <strong className="acc-this">(this session)</strong></> : s.device) },
  { key: 'address', header: 'Address', cell: (s) => s.address ?? 'Unknown' },
  timeColumn('seen', 'Last seen', (s) => s.lastSeen, { none: 'Not yet', sortable: true }),
  timeColumn('created', 'Signed in', (s) => s.created, { none: 'Not yet', sortable: true }),
];

export interface SessionsListProps {
  sessions: Resource<{ sessions: SessionRow[] }>;
  onEnd: (session: SessionRow) => void;
  onEndOthers: () => void;
}

export function SessionsList({ sessions, onEnd, onEndOthers }: SessionsListProps) {
  const signOut = (s: SessionRow) => (
    <button type="button" className="admin-button admin-button-danger" aria-label={s.current ? 'Sign out this session' : `Sign out ${s.device} at ${s.address ?? 'an unknown address'}`} onClick={() => onEnd(s)}>
      Sign out
    </button>
  );
  return (
    <section className="admin-section" aria-labelledby="acc-sessions-title">
      <h2 id="acc-sessions-title">Where you are signed in</h2>
      <ResourceView resource={sessions} label="Loading your sessions…">
        {({ sessions: rows }) => (
          <>
            <DataTable caption="Your sessions" scroll columns={COLUMNS} rows={rows} empty="No sessions." actions={signOut} />
            {rows.some((s) => !s.current) && <ToolbarButton kind="danger" onClick={onEndOthers}>Sign out all other sessions</ToolbarButton>}
          </>
        )}
      </ResourceView>
    </section>
  );
}

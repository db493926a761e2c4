/**
 * The audit log (ADMIN only): every recorded change newest first, 50 at a time ("Show more"),
 * filtered by user, action and days; who, what, when, and from where. Entries are read only.
 */
import { useState, type FormEvent } from 'react';
import type { AuditRow } from '../../../domain/admin/audit-query.js';
import { api } from '../query/api.js';
import { useApiPages } from '../query/use-api-pages.js';
import type { ScreenProps } from '../screen-props.js';
import { DataTable } from '../ui/DataTable.js';
import { ToolbarButton } from '../ui/ToolbarButton.js';
import { ErrorState, Loading } from '../ui/StateViews.js';
import type { Column } from '../ui/table-columns.js';
import { actionLabel, NO_FILTERS, type AuditFilters } from './audit-filters.js';
import './audit.css';

const COLUMNS: Column<AuditRow>[] = [
  { key: 'at', header: 'When', rowHeader: true, cell: (e) => <time dateTime={new Date(e.at).toISOString()}>{new Date(e.at).toLocaleString()}</time> },
  { key: 'who', header: 'Who', cell: (e) => e.actorEmail ?? <span className="aud-muted">Not signed in</span> },
  { key: 'action', header: 'Action', cell: (e) => actionLabel(e.action) },
  { key: 'target', header: 'Target', cell: (e) => e.target ?? '' },
  { key: 'call', header: 'Call', cell: (e) => <><code>{e.method} {e.route}</code> <span className={e.status < 400 ? 'aud-ok' : 'aud-refused'}>{e.status}</span></> },
  { key: 'from', header: 'From', cell: (e) => <>{e.address}<br /><span className="aud-muted">{e.device}</span></> },
];

export default function AuditScreen(_props: ScreenProps) {
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_FILTERS);
  const log = useApiPages(api.audit, { filters: applied }, (answer) => ({ items: answer.entries, hasNextPage: answer.hasNextPage, nextPageCursor: answer.nextPageCursor }));
  const facets = log.answers[0] ?? { actions: [], actors: [] };
  const filtered = Object.values(applied).some((v) => v !== '');
  const set = (key: keyof AuditFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setApplied({ ...draft });
  };

  return (
    <>
      <h1>Audit log</h1>
      <p className="admin-hint">
        Every change made in the admin and every sign-in, with who made it, when and from where. Entries cannot be edited; they are
        kept for a year (the server's <code>AUDIT_RETENTION_DAYS</code>).
      </p>
      <form className="admin-form aud-filters" onSubmit={apply} aria-label="Filter the audit log">
        <div className="admin-field">
          <label htmlFor="aud-actor">User</label>
          <select id="aud-actor" value={draft.actor} onChange={(e) => set('actor')(e.currentTarget.value)}>
            <option value="">Everyone</option>
            {facets.actors.map((a) => <option key={a} value={a}>{a}</option>)}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="aud-action">Action</label>
          <select id="aud-action" value={draft.action} onChange={(e) => set('action')(e.currentTarget.value)}>
            <option value="">Every action</option>
            {facets.actions.map((a) => <option key={a} value={a}>{actionLabel(a)}</option>)}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="aud-from">From (day)</label>
          <input id="aud-from" type="date" value={draft.from} onChange={(e) => set('from')(e.currentTarget.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor="aud-to">To (day)</label>
          <input id="aud-to" type="date" value={draft.to} onChange={(e) => set('to')(e.currentTarget.value)} />
        </div>
        <div className="aud-buttons">
          <button type="submit" className="admin-button admin-button-primary">Apply filters</button>
          <button type="button" className="admin-button" disabled={!filtered} onClick={() => { setDraft(NO_FILTERS); setApplied(NO_FILTERS); }}>Clear</button>
        </div>
      </form>
      {log.status === 'error' && <ErrorState message={log.error} onRetry={log.reload} />}
      {log.status !== 'error' && (log.items.length > 0 || log.status === 'ready') && (
        <DataTable
          caption="Audit log entries"
          scroll
          columns={COLUMNS}
          rows={log.items}
          empty={filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}
        />
      )}
      {log.status === 'loading' && <Loading label="Loading the audit log…" />}
      {log.status === 'ready' && log.hasMore && <ToolbarButton onClick={log.more}>Show more</ToolbarButton>}
    </>
  );
}

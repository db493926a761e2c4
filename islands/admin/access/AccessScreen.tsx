/** Site access: the lock screen of the whole site (page type 103) and passwords of pages and collections (105). */
import type { AccessView, LockView } from '../../../domain/admin/access/access-view.js';
import type { ScreenProps } from '../screen-props.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { LockRow } from './LockRow.js';
import './access.css';

function LockList({ title, locks, canWrite, onChanged, empty }: { title: string; locks: LockView[]; canWrite: boolean; onChanged: (v: AccessView) => void; empty: string }) {
  return (
    <section className="access-group">
      <h2>{title}</h2>
      {locks.length === 0 ? <EmptyState title={empty} /> : locks.map((lock) => <LockRow key={lock.scope} lock={lock} canWrite={canWrite} onChanged={onChanged} />)}
    </section>
  );
}

export default function AccessScreen({ canWrite }: ScreenProps) {
  const access = useApiQuery(api.access);
  const onChanged = (view: AccessView) => {
    if (access.status === 'ready') access.replace(view);
  };
  return (
    <>
      <h1>Site access</h1>
      {!canWrite && <p className="admin-note">You can see the locks but not change them.</p>}
      <p className="admin-note">Passwords are stored hashed and never shown again. You see the site as it is while you are signed in.</p>
      <ResourceView resource={access} label="Loading the locks…">
        {(view) => (
          <>
            <section className="access-group">
              <h2>Whole site</h2>
              <LockRow lock={view.site} canWrite={canWrite} onChanged={onChanged} />
            </section>
            <LockList title="Pages" locks={view.pages} canWrite={canWrite} onChanged={onChanged} empty="The site has no pages." />
            <LockList title="Collections" locks={view.collections} canWrite={canWrite} onChanged={onChanged} empty="The site has no collections." />
          </>
        )}
      </ResourceView>
    </>
  );
}

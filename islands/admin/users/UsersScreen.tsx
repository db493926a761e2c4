/**
 * Users & roles (ADMIN only): the site's users (email, roles, last sign-in, status) with their
 * roles changed or the user removed after a confirmation; the invitations still open, sent again
 * or revoked; and the invitation form. The server's refusals (the last administrator, yourself)
 * are shown as it words them.
 */
import { useState } from 'react';
import type { AssignableRole, InvitationRow, UserRow } from '../../../domain/admin/user-admin.js';
import type { ApiResult } from '../../shared/api-request.js';
import { failureMessage } from '../admin-api.js';
import { api } from '../query/api.js';
import { callApi } from '../query/endpoint.js';
import { useApiQuery } from '../query/use-api-query.js';
import type { ScreenProps } from '../screen-props.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { NoticeStatus, type Notice } from '../ui/NoticeStatus.js';
import { DataTable } from '../ui/DataTable.js';
import { ResourceView } from '../ui/StateViews.js';
import { timeColumn, type Column } from '../ui/table-columns.js';
import { InviteForm } from './InviteForm.js';
import { RolesDialog } from './RolesDialog.js';
import './users.css';

const roleNames = (roles: readonly string[]): string => roles.map((r) => r.toLowerCase().replaceAll('_', ' ')).join(', ');


export default function UsersScreen(_props: ScreenProps) {
  const data = useApiQuery(api.users);
  const [notice, setNotice] = useState<Notice>(null);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [rolesError, setRolesError] = useState('');
  const [removing, setRemoving] = useState<UserRow | null>(null);
  const [revoking, setRevoking] = useState<InvitationRow | null>(null);
  const you = data.status === 'ready' ? data.data.you : '';

  const act = async (call: Promise<ApiResult<unknown>>, success: string): Promise<boolean> => {
    const result = await call;
    setNotice(result.ok ? { ok: true, text: success } : { ok: false, text: failureMessage(result) });
    if (result.ok) data.reload();
    return result.ok;
  };

  const saveRoles = async (user: UserRow, roles: AssignableRole[]) => {
    const result = await callApi(api.setRoles, { id: user.id }, { roles });
    if (!result.ok) return setRolesError(failureMessage(result));
    setEditing(null);
    setNotice({ ok: true, text: `${user.email} is now ${roleNames(roles)}.` });
    data.reload();
  };

  const userColumns: Column<UserRow>[] = [
    { key: 'email', header: 'Email', rowHeader: true, sortValue: (u) => u.email, cell: (u) => (u.id === you ? <>{u.email} <span className="usr-you">(you)</span></> : u.email) },
    { key: 'roles', header: 'Roles', cell: (u) => roleNames(u.roles) },
    timeColumn('last', 'Last sign-in', (u) => u.lastSignIn, { none: 'Never', sortable: true }),
    { key: 'status', header: 'Status', cell: () => 'Active' },
  ];
  const invitationColumns: Column<InvitationRow>[] = [
    { key: 'email', header: 'Email', rowHeader: true, cell: (i) => i.email },
    { key: 'roles', header: 'Roles', cell: (i) => roleNames(i.roles) },
    { key: 'by', header: 'Invited by', cell: (i) => i.invitedBy },
    timeColumn('expires', 'Link works until', (i) => i.expires, { none: 'Never' }),
    { key: 'status', header: 'Status', cell: (i) => (i.status === 'pending' ? 'Pending' : 'Expired') },
  ];
  const userActions = (u: UserRow) => (
    <span className="usr-actions">
      <button type="button" className="admin-button" aria-label={`Change roles of ${u.email}`} onClick={() => { setRolesError(''); setEditing(u); }}>Change roles</button>
      {u.id !== you && (
        <button type="button" className="admin-button admin-button-danger" aria-label={`Remove ${u.email}`} onClick={() => setRemoving(u)}>Remove</button>
      )}
    </span>
  );
  const invitationActions = (i: InvitationRow) => (
    <span className="usr-actions">
      <button type="button" className="admin-button" aria-label={`Send the invitation to ${i.email} again`} onClick={() => void act(callApi(api.resendInvitation, { id: i.id }), `A new link was sent to ${i.email}; the old one no longer works.`)}>Resend</button>
      <button type="button" className="admin-button admin-button-danger" aria-label={`Revoke the invitation to ${i.email}`} onClick={() => setRevoking(i)}>Revoke</button>
    </span>
  );

  return (
    <>
      <h1>Users &amp; roles</h1>
      <p className="admin-hint">Who may sign in to this admin, and what each may do. Only administrators see this screen.</p>
      <NoticeStatus notice={notice} />
      <ResourceView resource={data} label="Loading users…">
        {({ users, invitations }) => (
          <>
            <section className="admin-section" aria-labelledby="usr-users-title">
              <h2 id="usr-users-title">Users</h2>
              <DataTable caption="Users" scroll columns={userColumns} rows={users} empty="No users yet." actions={userActions} />
            </section>
            <section className="admin-section" aria-labelledby="usr-invitations-title">
              <h2 id="usr-invitations-title">Invitations</h2>
              <DataTable caption="Open invitations" scroll columns={invitationColumns} rows={invitations} empty={{ title: 'No open invitations.', text: 'Invite someone below; they appear here until they accept.' }} actions={invitationActions} />
            </section>
          </>
        )}
      </ResourceView>
      <InviteForm onInvited={(email) => { setNotice({ ok: true, text: `An invitation was sent to ${email}.` }); data.reload(); }} />
      <RolesDialog user={editing} isYou={editing?.id === you} error={rolesError} onSave={(roles) => editing && void saveRoles(editing, roles)} onCancel={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.email ?? ''}?`}
        confirmLabel="Remove user"
        danger
        onConfirm={() => {
          const user = removing;
          setRemoving(null);
          if (user) void act(callApi(api.removeUser, { id: user.id }), `${user.email} was removed and signed out everywhere.`);
        }}
        onCancel={() => setRemoving(null)}
      >
        <p>They are signed out at once and can no longer sign in. Their past changes stay in the audit log.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke the invitation to ${revoking?.email ?? ''}?`}
        confirmLabel="Revoke invitation"
        danger
        onConfirm={() => {
          const invitation = revoking;
          setRevoking(null);
          if (invitation) void act(callApi(api.revokeInvitation, { id: invitation.id }), `The invitation to ${invitation.email} was revoked; its link no longer works.`);
        }}
        onCancel={() => setRevoking(null)}
      >
        <p>The link in their email stops working. You can invite them again later.</p>
      </ConfirmDialog>
    </>
  );
}

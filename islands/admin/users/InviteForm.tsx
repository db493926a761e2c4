/** Inviting someone by email with their roles: the server mails the link; its refusals shown at the fields. */
import { useState, type FormEvent } from 'react';
import { inviteSchema, type AssignableRole } from '../../../domain/admin/user-admin.js';
import { adminRequest, failureMessage } from '../admin-api.js';
import { Field } from '../ui/Field.js';
import { RolesFieldset } from './RolesFieldset.js';

interface Errors {
  email?: string;
  roles?: string;
}

function errorsOf(issues: readonly { path: string; message: string }[]): Errors {
  const found: Errors = {};
  for (const issue of issues) {
    if (issue.path === 'email') found.email ??= issue.message;
    else if (issue.path.startsWith('roles')) found.roles ??= issue.message;
  }
  return found;
}

export function InviteForm({ onInvited }: { onInvited: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<AssignableRole[]>(['EDITOR']);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure('');
    const checked = inviteSchema.safeParse({ email, roles });
    if (!checked.success) {
      setErrors(errorsOf(checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await adminRequest('/api/admin/users/invitations', { method: 'POST', body: checked.data });
    setBusy(false);
    if (result.ok) {
      setEmail('');
      onInvited(checked.data.email);
      return;
    }
    const issues = (result.body as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? [];
    const found = errorsOf(issues);
    setErrors(found);
    if (!found.email && !found.roles) setFailure(failureMessage(result));
  };

  return (
    <form className="admin-form usr-invite" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="usr-invite-title">
      <h2 id="usr-invite-title">Invite someone</h2>
      <Field label="Email" error={errors.email} hint="They get a link to choose their password. It works once, for 7 days.">
        <input type="email" value={email} autoComplete="off" onChange={(e) => setEmail(e.currentTarget.value)} />
      </Field>
      <RolesFieldset legend="Roles" value={roles} onChange={setRoles} error={errors.roles} />
      {failure && <div className="admin-error" role="alert"><p>{failure}</p></div>}
      <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}

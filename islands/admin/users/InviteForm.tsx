/** Inviting someone by email with their roles: the server mails the link; its refusals shown at the fields. */
import type { FormEvent } from 'react';
import { inviteSchema, type AssignableRole } from '../../../domain/admin/user-admin.js';
import { api } from '../query/api.js';
import { Field } from '../ui/Field.js';
import { useSchemaForm } from '../ui/use-schema-form.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { RolesFieldset } from './RolesFieldset.js';

const EMPTY: { email: string; roles: AssignableRole[] } = { email: '', roles: ['EDITOR'] };

export function InviteForm({ onInvited }: { onInvited: (email: string) => void }) {
  const saver = useVersionedSave<unknown>();
  const form = useSchemaForm(inviteSchema, EMPTY, saver.state);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) return;
    const sent = await saver.send(api.invite, undefined, checked);
    if (sent === undefined) return;
    form.markSaved({ ...form.values, email: '' });
    onInvited(checked.email);
  };
  const state = saver.state;
  const failure = state.status === 'failed' || (state.status === 'invalid' && !form.errorAt('email') && !form.errorAt('roles')) ? state.message : '';
  return (
    <form className="admin-form usr-invite" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="usr-invite-title">
      <h2 id="usr-invite-title">Invite someone</h2>
      <Field label="Email" error={form.errorAt('email')} hint="They get a link to choose their password. It works once, for 7 days.">
        <input type="email" value={form.values.email} autoComplete="off" onChange={(e) => form.set('email', e.currentTarget.value)} />
      </Field>
      <RolesFieldset legend="Roles" value={form.values.roles} onChange={(roles) => form.set('roles', roles)} error={form.errorAt('roles')} />
      {failure && <div className="admin-error" role="alert"><p>{failure}</p></div>}
      <button type="submit" className="admin-button admin-button-primary" disabled={state.status === 'saving'}>
        {state.status === 'saving' ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}

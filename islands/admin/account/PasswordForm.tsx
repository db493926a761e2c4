/** Changing your password: the current one, the new one twice; the other sessions are signed out and the notice says how many. */
import type { FormEvent } from 'react';
import { z } from 'zod';
import { passwordChangeSchema } from '../../../domain/admin/user-admin.js';
import { api } from '../query/api.js';
import { Field } from '../ui/Field.js';
import { useSchemaForm } from '../ui/use-schema-form.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';

/** The server's schema, and the new password typed twice alike. */
const passwordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirm: z.string() })
  .superRefine((values, ctx) => {
    const checked = passwordChangeSchema.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue(issue);
    if (values.confirm !== values.newPassword) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirm'], message: 'The two new passwords are not the same.' });
  })
  .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword }));

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

export function PasswordForm({ onChanged }: { onChanged: (otherSessionsEnded: number) => void }) {
  const saver = useVersionedSave<{ otherSessionsEnded: number }>();
  const form = useSchemaForm(passwordFormSchema, EMPTY, saver.state);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) return;
    const changed = await saver.send(api.changePassword, undefined, checked);
    if (!changed) return;
    form.markSaved(EMPTY);
    onChanged(changed.otherSessionsEnded);
  };
  const state = saver.state;
  const failure = state.status === 'failed' || (state.status === 'invalid' && !form.errorAt('currentPassword') && !form.errorAt('newPassword')) ? state.message : '';
  const text = (key: keyof typeof EMPTY, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} error={form.errorAt(key)} {...(hint ? { hint } : {})}>
      <input type="password" autoComplete={autoComplete} value={form.values[key]} onChange={(e) => form.set(key, e.currentTarget.value)} />
    </Field>
  );
  return (
    <form className="admin-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="acc-password-title">
      <h2 id="acc-password-title">Change your password</h2>
      {text('currentPassword', 'Current password', 'current-password')}
      {text('newPassword', 'New password', 'new-password', 'At least 12 characters. Your other sessions will be signed out.')}
      {text('confirm', 'New password again', 'new-password')}
      {failure && <div className="admin-error" role="alert"><p>{failure}</p></div>}
      <button type="submit" className="admin-button admin-button-primary" disabled={state.status === 'saving'}>{state.status === 'saving' ? 'Changing…' : 'Change password'}</button>
    </form>
  );
}

/** One lock of the Site access screen: its state, a new password, and taking the lock off. */
import { z } from 'zod';
import type { AccessView, LockView } from '../../../domain/admin/access/access-view.js';
import { newPasswordSchema } from '../../../domain/site-access/access.js';
import { api } from '../query/api.js';
import { Field } from '../ui/Field.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { useSchemaForm } from '../ui/use-schema-form.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';

const lockFormSchema = z.object({ password: newPasswordSchema });

const when = (ms: number): string => new Date(ms).toLocaleString();

export function LockRow({ lock, canWrite, onChanged }: { lock: LockView; canWrite: boolean; onChanged: (view: AccessView) => void }) {
  const saver = useVersionedSave<AccessView>();
  const form = useSchemaForm(lockFormSchema, { password: '' }, saver.state);
  const noun = lock.kind === 'site' ? 'the site' : `“${lock.title}”`;
  const setLock = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) return;
    const view = await saver.send(api.setLock, undefined, { scope: lock.scope, password: checked.password });
    if (view) {
      form.markSaved({ password: '' });
      onChanged(view);
    }
  };
  const clearLock = async () => {
    const view = await saver.send(api.clearLock, undefined, { scope: lock.scope });
    if (view) onChanged(view);
  };
  return (
    <section className="access-lock" aria-label={lock.kind === 'site' ? 'Site lock' : lock.title}>
      <h3 className="access-lock-title">
        {lock.kind === 'site' ? 'Lock the whole site' : lock.title} <span className="access-lock-url">{lock.url}</span>
      </h3>
      <p className={lock.locked ? 'access-state access-state-locked' : 'access-state'}>
        {lock.locked ? `Locked: visitors need the password${lock.updatedAt !== null ? ` (set ${when(lock.updatedAt)})` : ''}.` : 'Open to everyone.'}
      </p>
      {canWrite && (
        <form className="access-lock-form" onSubmit={(e) => void setLock(e)} noValidate aria-label={`Password of ${noun}`}>
          <Field label={lock.locked ? 'New password' : 'Password'} error={form.errorAt('password')} hint="At least 6 characters. Setting a new one signs every visitor out of it.">
            <input type="password" autoComplete="new-password" value={form.values.password} onChange={(e) => form.set('password', e.target.value)} />
          </Field>
          <div className="admin-form-actions">
            <button type="submit" className="admin-button admin-button-primary" disabled={saver.state.status === 'saving'}>
              {lock.locked ? 'Change password' : lock.kind === 'site' ? 'Lock the site' : 'Protect with password'}
            </button>
            {lock.locked && (
              <button type="button" className="admin-button" disabled={saver.state.status === 'saving'} onClick={() => void clearLock()}>
                {lock.kind === 'site' ? 'Unlock the site' : 'Remove password'}
              </button>
            )}
          </div>
          <SaveStatus state={saver.state} />
        </form>
      )}
    </section>
  );
}

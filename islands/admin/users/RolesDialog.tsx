/** Changing a user's roles in a modal; changing your own asks you to tick that you mean it. */
import { useEffect, useId, useRef, useState } from 'react';
import { ASSIGNABLE_ROLES, type AssignableRole, type UserRow } from '../../../domain/admin/user-admin.js';
import { RolesFieldset } from './RolesFieldset.js';

export interface RolesDialogProps {
  user: UserRow | null;
  isYou: boolean;
  error: string;
  onSave: (roles: AssignableRole[]) => void;
  onCancel: () => void;
}

const assignable = (roles: readonly string[]): AssignableRole[] => ASSIGNABLE_ROLES.filter((r) => roles.includes(r));

export function RolesDialog({ user, isYou, error, onSave, onCancel }: RolesDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [roles, setRoles] = useState<AssignableRole[]>([]);
  const [meant, setMeant] = useState(false);
  const [missing, setMissing] = useState('');
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (user && !dialog.open) {
      setRoles(assignable(user.roles));
      setMeant(false);
      setMissing('');
      dialog.showModal();
    }
    if (!user && dialog.open) dialog.close();
  }, [user]);
  const save = () => {
    if (roles.length === 0) return setMissing('Choose at least one role.');
    setMissing('');
    onSave(roles);
  };
  return (
    <dialog ref={ref} className="admin-dialog" aria-labelledby={titleId} onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      <h2 id={titleId}>Roles of {user?.email}</h2>
      <RolesFieldset legend="Roles" value={roles} onChange={setRoles} error={missing || undefined} />
      {isYou && (
        <div className="admin-check">
          <input id={`${titleId}-self`} type="checkbox" checked={meant} onChange={(e) => setMeant(e.currentTarget.checked)} />
          <label htmlFor={`${titleId}-self`}>I am changing my own roles</label>
        </div>
      )}
      {error && <div className="admin-error" role="alert"><p>{error}</p></div>}
      <div className="admin-dialog-actions">
        <button type="button" className="admin-button" onClick={onCancel} autoFocus>Cancel</button>
        <button type="button" className="admin-button admin-button-primary" disabled={isYou && !meant} onClick={save}>Save roles</button>
      </div>
    </dialog>
  );
}

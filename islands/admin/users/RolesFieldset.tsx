/** The roles a user may be given, as checkboxes with what each allows; its error beside it. */
import { useId } from 'react';
import { ASSIGNABLE_ROLES, ROLE_LABELS, type AssignableRole } from '../../../domain/admin/user-admin.js';

export interface RolesFieldsetProps {
  legend: string;
  value: readonly AssignableRole[];
  onChange: (roles: AssignableRole[]) => void;
  error?: string | undefined;
}

export function RolesFieldset({ legend, value, onChange, error }: RolesFieldsetProps) {
  const id = useId();
  const toggle = (role: AssignableRole, on: boolean) => onChange(ASSIGNABLE_ROLES.filter((r) => (r === role ? on : value.includes(r))));
  return (
    <fieldset className={error ? 'admin-field admin-field-invalid usr-roles' : 'admin-field usr-roles'} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {ASSIGNABLE_ROLES.map((role) => (
        <div key={role} className="admin-check">
          <input id={`${id}-${role}`} type="checkbox" checked={value.includes(role)} onChange={(e) => toggle(role, e.currentTarget.checked)} />
          <label htmlFor={`${id}-${role}`}>{ROLE_LABELS[role]}</label>
        </div>
      ))}
      {error && <p id={`${id}-error`} className="admin-field-error">{error}</p>}
    </fieldset>
  );
}

/** A labelled form control with its error, tied together for assistive technology. */
import { useId, type ReactElement, cloneElement } from 'react';

export interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** One input, select or textarea; the field gives it its id and description. */
  children: ReactElement<Record<string, unknown>>;
}

export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'admin-field admin-field-invalid' : 'admin-field'}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && <p id={hintId} className="admin-hint">{hint}</p>}
      {error && <p id={errorId} className="admin-field-error">{error}</p>}
    </div>
  );
}

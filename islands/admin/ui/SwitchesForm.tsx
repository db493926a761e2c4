/**
 * A settings form of on/off switches (Entitlements, Custom code): one checkbox a switch with its
 * hint, the values checked with the server's schema (`useSchemaForm`, so leaving with a changed
 * switch asks first), Save while something changed, read-only for a role that may only read, the
 * save's status with its reload on a stale version.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { SaveStatus } from './SaveStatus.js';
import { useSchemaForm } from './use-schema-form.js';
import type { SaveState } from './use-versioned-save.js';

export interface SwitchDef<K extends string> {
  key: K;
  label: string;
  hint: ReactNode;
  /** Set while the switch cannot be turned on (nothing to allow). */
  unavailable?: boolean;
}

export interface SwitchesFormProps<K extends string> {
  /** The form's accessible name. */
  label: string;
  switches: readonly SwitchDef<K>[];
  schema: z.ZodType<Record<K, boolean>, z.ZodTypeDef, unknown>;
  stored: Record<K, boolean>;
  canWrite: boolean;
  /** Shown instead of the Save button to a role that may only read. */
  readOnlyNote: string;
  submitLabel: string;
  saveState: SaveState;
  onSave: (values: Record<K, boolean>) => Promise<unknown>;
  onReload: () => void;
  /** Shown above the switches (what they allow). */
  children?: ReactNode;
  className?: string;
  legend?: string;
}

export function SwitchesForm<K extends string>(props: SwitchesFormProps<K>) {
  const { label, switches, schema, stored, canWrite, readOnlyNote, submitLabel, saveState, onSave, onReload, children, className, legend } = props;
  const form = useSchemaForm(schema, stored, saveState);
  const submit = async () => {
    const checked = form.check();
    if (checked) await onSave(checked);
  };
  const list = (
    <ul className="admin-switches">
      {switches.map((s) => (
        <li key={s.key}>
          <label className="admin-check">
            <input
              type="checkbox"
              name={s.key}
              checked={form.values[s.key]}
              disabled={!canWrite || (s.unavailable === true && !form.values[s.key])}
              aria-describedby={`switch-${s.key}-hint`}
              onChange={(e) => form.set(s.key, e.target.checked)}
            />
            {s.label}
          </label>
          <p className="admin-hint" id={`switch-${s.key}-hint`}>
            {s.hint}
          </p>
        </li>
      ))}
    </ul>
  );
  return (
    <form
      className="admin-form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {children}
      {legend ? (
        <fieldset className={className} disabled={!canWrite}>
          <legend>{legend}</legend>
          {list}
        </fieldset>
      ) : (
        list
      )}
      {canWrite ? (
        <div className="admin-toolbar">
          <button type="submit" className="admin-button admin-button-primary" disabled={!form.dirty || saveState.status === 'saving'}>
            {submitLabel}
          </button>
        </div>
      ) : (
        <p className="admin-hint">{readOnlyNote}</p>
      )}
      <SaveStatus state={saveState} onReload={onReload} />
    </form>
  );
}

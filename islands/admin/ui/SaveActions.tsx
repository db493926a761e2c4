import type { ReactNode } from 'react';
import { SaveStatus } from './SaveStatus.js';
import type { SaveState } from './use-versioned-save.js';

interface Props {
  /** The submit button's words. */
  label: string;
  state: SaveState;
  /** Without it the buttons are left out (a reader sees the form, and what became of a save). */
  canWrite?: boolean;
  onReload?: () => void;
  /** More buttons after the submit button. */
  children?: ReactNode;
}

/** The end of an edit form: its submit button (off while saving), other buttons, and what became of the save. */
export function SaveActions({ label, state, canWrite = true, onReload, children }: Props) {
  return (
    <>
      {canWrite && (
        <div className="admin-form-actions">
          <button type="submit" className="admin-button admin-button-primary" disabled={state.status === 'saving'}>
            {label}
          </button>
          {children}
        </div>
      )}
      <SaveStatus state={state} onReload={onReload} />
    </>
  );
}

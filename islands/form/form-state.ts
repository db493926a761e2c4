/** The form widget's states (spec §4): idle, locked while submitting, then success or failure. */
import type { FormSuccess } from './submit-flow.js';

export type FormPhase = 'idle' | 'submitting' | 'success' | 'failure';

export interface FormState {
  phase: FormPhase;
  /** Field id to message, as the visitor fixes fields. */
  errors: Readonly<Record<string, string>>;
  /** The errors of the last failed submit: the summary lists these until the next submit, so it never moves the form while the visitor fixes it. */
  summary: Readonly<Record<string, string>>;
  /** The form-level message of the last failure. */
  message: string | null;
  success: FormSuccess | null;
  /** Counts failures, so each one moves focus to the summary again. */
  failures: number;
}

export type FormAction =
  | { type: 'field'; fieldId: string; error: string | undefined }
  | { type: 'submit' }
  | { type: 'failed'; message: string; errors: Record<string, string> }
  | { type: 'succeeded'; success: FormSuccess };

export const initialFormState: FormState = { phase: 'idle', errors: {}, summary: {}, message: null, success: null, failures: 0 };

/** Whether a submit may start: not while one runs (no double submit) and not after success. */
export const canSubmit = (state: FormState): boolean => state.phase === 'idle' || state.phase === 'failure';

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'field': {
      if (state.phase === 'submitting' || state.phase === 'success') return state;
      const { [action.fieldId]: _old, ...rest } = state.errors;
      return { ...state, errors: action.error === undefined ? rest : { ...rest, [action.fieldId]: action.error } };
    }
    case 'submit':
      return canSubmit(state) ? { ...state, phase: 'submitting' } : state;
    case 'failed':
      return { ...state, phase: 'failure', errors: action.errors, summary: action.errors, message: action.message, failures: state.failures + 1 };
    case 'succeeded':
      return { ...state, phase: 'success', errors: {}, summary: {}, message: null, success: action.success };
  }
}

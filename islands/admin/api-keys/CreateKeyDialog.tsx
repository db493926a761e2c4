/**
 * The API key creation modal: a name and a scope (Next creates the key), then the key, shown this
 * once, with a copy button (the native clipboard API; where it is refused, the key is selected
 * and the merchant is told to copy it). Cancel and Done close it; each action is tracked.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, MAX_API_KEY_NAME, type ApiKeyScope, type CreatedApiKey } from '../../../domain/admin/api-keys.js';
import { adminRequest, failureMessage } from '../admin-api.js';
import { Field } from '../ui/Field.js';
import { recordApiKeyEvent } from './api-keys-events.js';
import { copyText } from './copy-text.js';

export const COPY_FALLBACK_MESSAGE = 'Your browser did not let us copy. The key is selected: press Ctrl+C (⌘C on a Mac) to copy it.';

interface Props {
  open: boolean;
  onClose: (created: boolean) => void;
}

type Step = { kind: 'form' } | { kind: 'creating' } | { kind: 'created'; created: CreatedApiKey };

export function CreateKeyDialog({ open, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const keyInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read-only');
  const [errors, setErrors] = useState<{ name?: string; scope?: string; form?: string }>({});
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setStep({ kind: 'form' });
      setName('');
      setScope('read-only');
      setErrors({});
      setCopy('idle');
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const created = step.kind === 'created';
  const close = () => {
    recordApiKeyEvent(created ? 'modalComplete' : 'modalCancel');
    // The key leaves the page with the modal: it is never shown again.
    setStep({ kind: 'form' });
    onClose(created);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    recordApiKeyEvent('modalNext', { scope });
    const trimmed = name.trim();
    if (trimmed === '') {
      setErrors({ name: 'Please enter a name for the key.' });
      return;
    }
    setErrors({});
    setStep({ kind: 'creating' });
    const result = await adminRequest<CreatedApiKey>('/api/admin/api-keys', { method: 'POST', body: { name: trimmed, scope } });
    if (result.ok) {
      setStep({ kind: 'created', created: result.data });
      return;
    }
    setStep({ kind: 'form' });
    const issues = result.body !== null && typeof result.body === 'object' && 'issues' in result.body && Array.isArray(result.body.issues) ? (result.body.issues as { path: string; message: string }[]) : [];
    const byPath = Object.fromEntries(issues.map((i) => [i.path, i.message]));
    setErrors({ name: byPath['name'], scope: byPath['scope'], form: issues.length === 0 ? failureMessage(result) : undefined });
  };

  const copyKey = async (secret: string) => {
    recordApiKeyEvent('modalCopy');
    const ok = await copyText(secret);
    setCopy(ok ? 'copied' : 'failed');
    if (!ok) keyInput.current?.select();
  };

  return (
    <dialog ref={ref} className="admin-dialog apk-dialog" aria-labelledby={titleId} onCancel={(e) => { e.preventDefault(); close(); }}>
      <h2 id={titleId}>{created ? 'Your new API key' : 'Create an API key'}</h2>
      {step.kind === 'created' ? (
        <>
          <p>
            Copy the key for <strong>{step.created.apiKey.name}</strong> now. It is shown only this once; we keep no copy we could show
            you again.
          </p>
          <Field label="API key">
            <input ref={keyInput} type="text" readOnly value={step.created.secret} className="apk-secret" onFocus={(e) => e.currentTarget.select()} />
          </Field>
          <div className="admin-toolbar apk-copy">
            <button type="button" className="admin-button" onClick={() => void copyKey(step.created.secret)}>
              Copy key
            </button>
            <p role="status" className={copy === 'copied' ? 'admin-save-status admin-ok' : 'admin-save-status'}>
              {copy === 'copied' ? 'Copied to the clipboard.' : copy === 'failed' ? COPY_FALLBACK_MESSAGE : ''}
            </p>
          </div>
          <div className="admin-dialog-actions">
            <button type="button" className="admin-button admin-button-primary" onClick={close}>
              Done
            </button>
          </div>
        </>
      ) : (
        <form className="admin-form" noValidate onSubmit={(e) => void submit(e)}>
          <Field label="Name" error={errors.name} hint="Say what will use it, such as “Warehouse sync”.">
            <input type="text" value={name} maxLength={MAX_API_KEY_NAME} onChange={(e) => setName(e.target.value)} autoFocus />
          </Field>
          <fieldset className="apk-scopes" aria-describedby={errors.scope ? `${titleId}-scope-error` : undefined}>
            <legend>Permissions</legend>
            {API_KEY_SCOPES.map((value) => (
              <label key={value} className="admin-check">
                <input type="radio" name="scope" value={value} checked={scope === value} onChange={() => setScope(value)} />
                {API_KEY_SCOPE_LABELS[value]}
                {value === 'read-only' ? ' — orders, products and inventory' : ' — also adjusts inventory'}
              </label>
            ))}
            {errors.scope && <p id={`${titleId}-scope-error`} className="admin-field-error">{errors.scope}</p>}
          </fieldset>
          {errors.form && (
            <div className="admin-error" role="alert">
              <p>{errors.form}</p>
            </div>
          )}
          <div className="admin-dialog-actions">
            <button type="button" className="admin-button" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="admin-button admin-button-primary" disabled={step.kind === 'creating'}>
              {step.kind === 'creating' ? 'Creating…' : 'Next'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

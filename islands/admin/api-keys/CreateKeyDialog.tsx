/**
 * The API key creation modal: a name and a scope (Next creates the key), then the key, shown this
 * once, with a copy button (the native clipboard API; where it is refused, the key is selected
 * and the merchant is told to copy it). Cancel and Done close it; each action is tracked.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, createApiKeySchema, MAX_API_KEY_NAME, type ApiKeyScope, type CreatedApiKey } from '../../../domain/admin/api-keys.js';
import { api } from '../query/api.js';
import { useSchemaForm } from '../ui/use-schema-form.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { Field } from '../ui/Field.js';
import { recordApiKeyEvent } from './api-keys-events.js';
import { copyText } from './copy-text.js';

export const COPY_FALLBACK_MESSAGE = 'Your browser did not let us copy. The key is selected: press Ctrl+C (⌘C on a Mac) to copy it.';

interface Props {
  open: boolean;
  onClose: (created: boolean) => void;
}

type Step = { kind: 'form' } | { kind: 'created'; created: CreatedApiKey };

const NEW_KEY: { name: string; scope: ApiKeyScope } = { name: '', scope: 'read-only' };

export function CreateKeyDialog({ open, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const keyInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const saver = useVersionedSave<CreatedApiKey>();
  const form = useSchemaForm(createApiKeySchema, NEW_KEY, saver.state);
  const { markSaved } = form;
  const resetSave = saver.reset;
  const scope = form.values.scope;
  const state = saver.state;
  const errors = {
    name: form.errorAt('name'),
    scope: form.errorAt('scope'),
    form: state.status === 'failed' || (state.status === 'invalid' && state.issues.length === 0) ? state.message : undefined,
  };
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setStep({ kind: 'form' });
      markSaved(NEW_KEY);
      resetSave();
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
    markSaved(NEW_KEY);
    onClose(created);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    recordApiKeyEvent('modalNext', { scope });
    const checked = form.check();
    if (!checked) return;
    const created = await saver.send(api.createApiKey, undefined, checked);
    if (created) setStep({ kind: 'created', created });
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
            <input type="text" value={form.values.name} maxLength={MAX_API_KEY_NAME} onChange={(e) => form.set('name', e.target.value)} autoFocus />
          </Field>
          <fieldset className="apk-scopes" aria-describedby={errors.scope ? `${titleId}-scope-error` : undefined}>
            <legend>Permissions</legend>
            {API_KEY_SCOPES.map((value) => (
              <label key={value} className="admin-check">
                <input type="radio" name="scope" value={value} checked={scope === value} onChange={() => form.set('scope', value)} />
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
            <button type="submit" className="admin-button admin-button-primary" disabled={state.status === 'saving'}>
              {state.status === 'saving' ? 'Creating…' : 'Next'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

/**
 * One form in the builder, in the fieldsets of spec 001 §3 in order: build (the fields), storage
 * (kept in the site, and an optional address told of each submission), advanced (button text,
 * what shows after sending, a redirect), captcha, disclaimer. The draft is checked with the
 * server's schema as it changes; Save carries the version it was based on (409 → reload).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { CAPTCHA_ALIGNMENTS, CAPTCHA_THEMES, FIELDSET_LABELS, type BuilderForm, type FormDefinitionAnswer } from '../../../domain/admin/forms/form-model.js';
import { api } from '../query/api.js';
import { Field } from '../ui/Field.js';
import { useUnsavedWork } from '../ui/unsaved-work.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { Check } from './FieldEditor.js';
import { FieldList } from './FieldList.js';
import { draftIssues, issueAt, serverIssues } from './form-issues.js';

interface Props {
  loaded: FormDefinitionAnswer;
  canWrite: boolean;
  onReload: () => void;
}

export function FormBuilder({ loaded, canWrite, onReload }: Props) {
  const [draft, setDraft] = useState<BuilderForm>(loaded.form);
  const [version, setVersion] = useState(loaded.version);
  const [tried, setTried] = useState(false);
  const { state, send, reset, reloadWith } = useVersionedSave<FormDefinitionAnswer>();
  const [savedForm, setSavedForm] = useState<BuilderForm>(loaded.form);
  const unsaved = useRef(false);
  unsaved.current = JSON.stringify(draft) !== JSON.stringify(savedForm);
  useUnsavedWork(() => unsaved.current);
  // A newer version read in the background (saved elsewhere) replaces a draft with no unsaved change.
  useEffect(() => {
    if (loaded.version <= version || unsaved.current) return;
    setDraft(loaded.form);
    setSavedForm(loaded.form);
    setVersion(loaded.version);
  }, [loaded, version]);
  const local = useMemo(() => draftIssues(draft), [draft]);
  const issues = state.status === 'invalid' && local.size === 0 ? serverIssues(state.issues) : local;
  const shown = tried || state.status === 'invalid' ? issues : new Map(Array.from(issues).filter(([p]) => p.startsWith('fields')));
  const disabled = !canWrite;
  const set = (patch: Partial<BuilderForm>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (state.status === 'saved') reset();
  };
  const text = (prop: keyof BuilderForm, label: string, hint?: string, multiline = false) => {
    const value = draft[prop];
    return (
      <Field label={label} error={issueAt(shown, prop)} {...(hint ? { hint } : {})}>
        {multiline ? (
          <textarea value={typeof value === 'string' ? value : ''} disabled={disabled} onChange={(e) => set({ [prop]: e.target.value })} />
        ) : (
          <input type="text" value={typeof value === 'string' ? value : ''} disabled={disabled} onChange={(e) => set({ [prop]: e.target.value })} />
        )}
      </Field>
    );
  };

  const submit = async () => {
    setTried(true);
    if (local.size > 0) return;
    const saved = await send(api.saveFormDefinition, { id: draft.id }, { expectedVersion: version, form: draft });
    if (saved) {
      setDraft(saved.form);
      setSavedForm(saved.form);
      unsaved.current = false;
      setVersion(saved.version);
      setTried(false);
    }
  };

  return (
    <form
      className="fb-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="fb-fieldset">
        <legend>{FIELDSET_LABELS.build}</legend>
        {text('name', 'Form name')}
        <FieldList fields={draft.fields} issues={shown} disabled={disabled} textareaLimit={loaded.textareaLimit} onChange={(fields) => set({ fields })} />
      </fieldset>
      <fieldset className="fb-fieldset">
        <legend>{FIELDSET_LABELS.storage}</legend>
        <p className="admin-hint">Every submission is stored in the site and listed under Form submissions.</p>
        <Field label="Notification email" error={issueAt(shown, 'storage.notificationEmail')} hint="Optional: this address gets an email with each submission.">
          <input
            type="email"
            value={draft.storage.notificationEmail ?? ''}
            disabled={disabled}
            onChange={(e) => set({ storage: { ...draft.storage, notificationEmail: e.target.value } })}
          />
        </Field>
      </fieldset>
      <fieldset className="fb-fieldset">
        <legend>{FIELDSET_LABELS.advanced}</legend>
        {text('submitButtonText', 'Submit button text')}
        {text('submissionMessage', 'Message after submitting', undefined, true)}
        {text('submissionHTML', 'HTML after submitting', 'Shown below the message: formatted text, links and images (scripts, event handlers and styles are removed when saved).', true)}
        {text('successRedirect', 'Redirect after submitting', 'A page of this site (/thanks) or a full address; leave empty to stay on the page.')}
      </fieldset>
      <fieldset className="fb-fieldset">
        <legend>{FIELDSET_LABELS.captcha}</legend>
        <Check label="Ask for a captcha" checked={draft.captchaEnabled} disabled={disabled} onChange={(v) => set({ captchaEnabled: v })} />
        <Field label="Captcha theme" error={issueAt(shown, 'captchaTheme')}>
          <select value={draft.captchaTheme} disabled={disabled} onChange={(e) => set({ captchaTheme: Number(e.target.value) })}>
            {Object.entries(CAPTCHA_THEMES).map(([n, label]) => (
              <option key={n} value={n}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Captcha alignment" error={issueAt(shown, 'captchaAlignment')}>
          <select value={draft.captchaAlignment} disabled={disabled} onChange={(e) => set({ captchaAlignment: Number(e.target.value) })}>
            {Object.entries(CAPTCHA_ALIGNMENTS).map(([n, label]) => (
              <option key={n} value={n}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>
      <fieldset className="fb-fieldset">
        <legend>{FIELDSET_LABELS.disclaimer}</legend>
        {text('disclaimerMessage', 'Disclaimer', 'Shown above the submit button.', true)}
      </fieldset>
      {canWrite && (
        <div className="fb-save">
          {tried && local.size > 0 && (
            <p className="admin-field-error" role="alert">
              The form was not saved: {String(local.size)} {local.size === 1 ? 'property needs' : 'properties need'} fixing ({issueSummary(local, draft)}).
            </p>
          )}
          <button type="submit" className="admin-button admin-button-primary" disabled={state.status === 'saving'}>
            Save form
          </button>
          <SaveStatus
            state={state}
            onReload={reloadWith(onReload)}
          />
        </div>
      )}
    </form>
  );
}

/** `Field 4 (Company): Please enter a label.` or `successRedirect: …` for the first problem. */
function issueSummary(issues: ReadonlyMap<string, string>, draft: BuilderForm): string {
  const [first] = issues;
  if (!first) return '';
  const [path, message] = first;
  const match = /^fields\.(\d+)/.exec(path);
  if (!match) return `${path}: ${message}`;
  const index = Number(match[1]);
  const field = draft.fields[index];
  const name = field && field.type !== 'hidden' && field.title ? ` (${field.title})` : '';
  return `field ${String(index + 1)}${name}: ${message}`;
}

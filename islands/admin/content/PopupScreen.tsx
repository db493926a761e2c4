/** Popup: the newsletter popup the storefront shows (page type 104), stored in the website settings. */
import { useState } from 'react';
import { POPUP_TRIGGER_LABELS, POPUP_TRIGGERS, popupSettingsSchema, type PopupSettings, type PopupTrigger } from '../../../domain/popup-overlay/settings.js';
import type { ScreenProps } from '../screen-props.js';
import { Field } from '../ui/Field.js';
import { SaveActions } from '../ui/SaveActions.js';
import { ResourceView } from '../ui/StateViews.js';
import type { PopupView } from '../../../domain/admin/content/views.js';
import { AppLink } from '../ui/AppLink.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { FormErrorsNote } from './FormErrorsNote.js';
import { ReadOnlyNote } from './ReadOnlyNote.js';
import { useSchemaForm } from '../ui/use-schema-form.js';
import './content.css';


type TextKey = 'title' | 'text' | 'buttonLabel' | 'successMessage';
type NumberKey = 'delaySeconds' | 'scrollPercent' | 'showAgainDays' | 'version';

function PopupForm({ view, canWrite, onReload }: { view: PopupView; canWrite: boolean; onReload: () => void }) {
  const [version, setVersion] = useState(view.version);
  const saver = useVersionedSave<PopupView>();
  const form = useSchemaForm(popupSettingsSchema, view.value, saver.state);
  const { values, set, errorAt } = form;
  const text = (key: TextKey, label: string, long = false) => (
    <Field label={label} error={errorAt(key)}>
      {long ? <textarea value={values[key]} onChange={(e) => set(key, e.target.value)} /> : <input type="text" value={values[key]} onChange={(e) => set(key, e.target.value)} />}
    </Field>
  );
  const number = (key: NumberKey, label: string, hint: string) => (
    <Field label={label} error={errorAt(key)} hint={hint}>
      <input type="number" inputMode="numeric" step={1} value={Number.isNaN(values[key]) ? '' : values[key]} onChange={(e) => set(key, e.target.value === '' ? Number.NaN : Number(e.target.value))} />
    </Field>
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) return;
    const saved = await saver.send(api.savePopup, undefined, { expectedVersion: version, value: checked });
    if (saved) setVersion(saved.version);
  };
  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Newsletter popup">
      <FormErrorsNote show={form.hasErrors} />
      <fieldset disabled={!canWrite}>
        <legend>Newsletter popup</legend>
        <label className="admin-check">
          <input type="checkbox" checked={values.enabled} onChange={(e) => set('enabled', e.target.checked)} />
          Show the popup on the site
        </label>
        {text('title', 'Title')}
        {text('text', 'Text', true)}
        {text('buttonLabel', 'Button label')}
        {text('successMessage', 'Thank-you message')}
        <Field label="Show the popup" error={errorAt('trigger')}>
          <select value={values.trigger} onChange={(e) => set('trigger', e.target.value as PopupTrigger)}>
            {POPUP_TRIGGERS.map((trigger) => (
              <option key={trigger} value={trigger}>
                {POPUP_TRIGGER_LABELS[trigger]}
              </option>
            ))}
          </select>
        </Field>
        {values.trigger === 'scroll' && number('scrollPercent', 'Scroll depth (%)', 'How far down the page, in percent, a visitor scrolls before the popup appears.')}
        {values.trigger !== 'scroll' &&
          number(
            'delaySeconds',
            'Delay (seconds)',
            values.trigger === 'exit-intent' ? 'On phones and tablets, which have no pointer to leave the page with, the popup appears this long after a page opens.' : 'How long after a page opens the popup appears.',
          )}
        {number('showAgainDays', 'Show again after (days)', 'After a visitor closes it, how many days before it shows to them again.')}
        {number('version', 'Version', 'Raise it to show the popup again to everyone, including those who closed it or signed up.')}
      </fieldset>
      <p className="admin-note">Sign-ups are listed under Form submissions, as the form “Popup newsletter”.</p>
      <SaveActions label="Save popup" state={saver.state} canWrite={canWrite} onReload={onReload} />
    </form>
  );
}

export default function PopupScreen({ canWrite }: ScreenProps) {
  const popup = useApiQuery(api.popup);
  return (
    <>
      <h1>Popup</h1>
      <ReadOnlyNote canWrite={canWrite} />
      <p>
        A published <AppLink href="/admin/slides/site/popup-overlay">popup overlay slide</AppLink> is shown in the popup instead of the newsletter form below, with the trigger and the
        days of these settings.
      </p>
      <ResourceView resource={popup} label="Loading the popup settings…">
        {(view) => <PopupForm view={view} canWrite={canWrite} onReload={popup.reload} />}
      </ResourceView>
    </>
  );
}

/** A new form: its name and the page it shows on (one of the pages whose template shows forms). */
import { useState } from 'react';
import type { FormDefinitionAnswer, FormPage } from '../../../domain/admin/forms/form-model.js';
import { formCreateSchema } from '../../../domain/admin/forms/form-model.js';
import { api } from '../query/api.js';
import { Field } from '../ui/Field.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { serverIssues } from './form-issues.js';

interface Props {
  pages: FormPage[];
  onCreated: (formId: string) => void;
}

export function NewForm({ pages, onCreated }: Props) {
  const [name, setName] = useState('');
  const [pageId, setPageId] = useState(pages[0]?.id ?? '');
  const [tried, setTried] = useState(false);
  const { state, send } = useVersionedSave<FormDefinitionAnswer>();
  if (pages.length === 0) {
    return <p className="admin-hint">No page of this site shows forms yet, so a new form has nowhere to go. A page whose template shows forms (such as a contact page) lists here.</p>;
  }
  const local = formCreateSchema.safeParse({ name, pageId });
  const issues = !local.success
    ? new Map(local.error.issues.map((i) => [i.path.join('.'), i.message]))
    : state.status === 'invalid'
      ? serverIssues(state.issues)
      : new Map<string, string>();
  const shown = tried || state.status === 'invalid' ? issues : new Map<string, string>();
  const create = async () => {
    setTried(true);
    if (!local.success) return;
    const created = await send(api.createForm, undefined, local.data);
    if (created) onCreated(created.form.id);
  };
  return (
    <form
      className="fb-new admin-form"
      aria-label="New form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <h2>New form</h2>
      <Field label="New form name" error={shown.get('name')}>
        <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label="Show it on" error={shown.get('pageId')} hint="The pages whose template shows forms. The form is added below the page's other forms.">
        <select value={pageId} onChange={(e) => setPageId(e.target.value)}>
          {pages.map((p) => (
            <option key={p.id} value={p.id}>
              {`${p.title} (${p.url})`}
            </option>
          ))}
        </select>
      </Field>
      <div className="fb-save">
        <button type="submit" className="admin-button admin-button-primary" disabled={state.status === 'saving'}>
          Create form
        </button>
        <SaveStatus state={state} />
      </div>
    </form>
  );
}

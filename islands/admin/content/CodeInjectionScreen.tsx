/** Header & footer: the owner's code written into every page's head and before its end, with its saved versions. */
import { useEffect, useState } from 'react';
import { codeInjectionSchema } from '../../../domain/admin/content/code-injection.js';
import type { CodeInjectionView } from '../../../domain/admin/content/views.js';
import type { ScreenProps } from '../screen-props.js';
import { Field } from '../ui/Field.js';
import { SaveActions } from '../ui/SaveActions.js';
import { ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { CodeHistory } from './CodeHistory.js';
import { FormErrorsNote } from './FormErrorsNote.js';
import { ReadOnlyNote } from './ReadOnlyNote.js';
import { useSchemaForm } from '../ui/use-schema-form.js';
import './content.css';

function CodeForm({ view, canWrite, onSaved, onReload }: { view: CodeInjectionView; canWrite: boolean; onSaved: (view: CodeInjectionView) => void; onReload: () => void }) {
  const saver = useVersionedSave<CodeInjectionView>();
  const form = useSchemaForm(codeInjectionSchema, view.value, saver.state);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) return;
    const saved = await saver.send(api.saveCodeInjection, undefined, { expectedVersion: view.version, value: checked });
    if (saved) onSaved(saved);
  };
  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Code injection">
      <FormErrorsNote show={form.hasErrors} />
      <fieldset disabled={!canWrite}>
        <legend>Code on every page</legend>
        <Field label="Header code" error={form.errorAt('header')} hint="Goes inside <head>: meta tags, styles, analytics.">
          <textarea className="admin-code" spellCheck={false} value={form.values.header} onChange={(e) => form.set('header', e.target.value)} />
        </Field>
        <Field label="Footer code" error={form.errorAt('footer')} hint="Goes at the end of <body>: scripts, widgets.">
          <textarea className="admin-code" spellCheck={false} value={form.values.footer} onChange={(e) => form.set('footer', e.target.value)} />
        </Field>
      </fieldset>
      <p className="admin-note">The code is written into the pages exactly as you enter it. Code that breaks the page breaks it for every visitor.</p>
      <SaveActions label="Save code" state={saver.state} canWrite={canWrite} onReload={onReload} />
    </form>
  );
}

function CodeEditor({ initial, canWrite, onReload }: { initial: CodeInjectionView; canWrite: boolean; onReload: () => void }) {
  const [view, setView] = useState(initial);
  // A restore replaces what the form shows, so the form starts again from it.
  const [round, setRound] = useState(0);
  // A newer version read in the background (saved elsewhere) is what the next save is based on;
  // the form takes it while it holds no unsaved change (use-schema-form.ts).
  useEffect(() => {
    if (initial.version > view.version) setView(initial);
  }, [initial, view.version]);
  return (
    <>
      <CodeForm key={round} view={view} canWrite={canWrite} onSaved={setView} onReload={onReload} />
      <CodeHistory
        current={view}
        canWrite={canWrite}
        onRestored={(restored) => {
          setView(restored);
          setRound((r) => r + 1);
        }}
        onReload={onReload}
      />
    </>
  );
}

export default function CodeInjectionScreen({ canWrite }: ScreenProps) {
  const code = useApiQuery(api.codeInjection);
  return (
    <>
      <h1>Header &amp; footer</h1>
      <p className="admin-hint">
        Saved code reaches the pages once an ADMIN allows this version under <a href="/admin/custom-code">Custom code</a>.
      </p>
      <ReadOnlyNote canWrite={canWrite} />
      <ResourceView resource={code} label="Loading the header and footer code…">
        {(view) => <CodeEditor initial={view} canWrite={canWrite} onReload={code.reload} />}
      </ResourceView>
    </>
  );
}

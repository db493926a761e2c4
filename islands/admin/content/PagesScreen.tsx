/** Pages: the list, a new page from one of the folder's page templates, and each page's editor. */
import { useState } from 'react';
import { pageSchema, type PageInput } from '../../../domain/admin/content/page.js';
import type { PageSummary, PageView } from '../../../domain/admin/content/views.js';
import type { ScreenProps } from '../screen-props.js';
import { AppLink } from '../ui/AppLink.js';
import { ResourceTable } from '../ui/ResourceTable.js';
import { Field } from '../ui/Field.js';
import { SaveActions } from '../ui/SaveActions.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import type { Column } from '../ui/table-columns.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { AddToNavigation } from './AddToNavigation.js';
import { Crumb } from './Crumb.js';
import { DeleteTarget } from './DeleteTarget.js';
import { FormErrorsNote } from './FormErrorsNote.js';
import { HistoryPanel } from './HistoryPanel.js';
import { ListHeading } from './ListHeading.js';
import { ReadOnlyNote } from './ReadOnlyNote.js';
import { useSchemaForm } from '../ui/use-schema-form.js';
import './content.css';

const PAGE_COLUMNS: Column<PageSummary>[] = [
  {
    key: 'title',
    header: 'Title',
    sortValue: (page) => page.title,
    cell: (page) => (
      <>
        <AppLink href={`/admin/pages/${page.id}`}>{page.title}</AppLink>
        {page.homepage && ' (home page)'}
        {page.cover === true && (
          <>
            {' · '}
            <AppLink href={`/admin/slides/page/${encodeURIComponent(page.id)}`}>Edit cover page<span className="visually-hidden"> {page.title}</span></AppLink>
          </>
        )}
      </>
    ),
  },
  { key: 'address', header: 'Address', sortValue: (page) => page.fullUrl, cell: (page) => <a href={page.fullUrl}>{page.fullUrl}</a> },
];

function PageList({ canWrite }: Pick<ScreenProps, 'canWrite'>) {
  const pages = useApiQuery(api.pages);
  return (
    <>
      <ListHeading title="Pages" canWrite={canWrite} create={{ href: '/admin/pages/new', label: 'New page' }} />
      <ResourceTable resource={pages} loadingLabel="Loading the pages…" rows={(data) => data.pages} caption="Pages" columns={PAGE_COLUMNS} empty="No pages yet." />
    </>
  );
}

interface PageFormProps {
  initial: PageInput;
  templates: string[];
  canWrite: boolean;
  /** Undefined: a new page. */
  existing?: { id: string; version: number; homepage: boolean; fullUrl: string };
  navigate: (href: string) => void;
  onReload: () => void;
}

function PageForm({ initial, templates, canWrite, existing, navigate, onReload }: PageFormProps) {
  const [version, setVersion] = useState(existing?.version ?? 0);
  const saver = useVersionedSave<PageView>();
  const form = useSchemaForm(pageSchema, initial, saver.state);
  const { values, set, errorAt } = form;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) return;
    if (!existing) {
      const created = await saver.send(api.createPage, undefined, { value: checked });
      if (!created) return;
      form.markSaved();
      navigate(`/admin/pages/${created.id}`);
      return;
    }
    const saved = await saver.send(api.savePage, { id: existing.id }, { expectedVersion: version, value: checked });
    if (saved) setVersion(saved.version);
  };
  const blockIds = Object.keys(values.blockFields);
  const textKeys = Object.keys(values.texts);
  return (
    <>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label={existing ? 'Page' : 'New page'}>
        <FormErrorsNote show={form.hasErrors} />
        <fieldset disabled={!canWrite}>
          <legend>Page</legend>
          <Field label="Title" error={errorAt('title')}>
            <input type="text" value={values.title} onChange={(e) => set('title', e.target.value)} />
          </Field>
          <Field label="URL" error={errorAt('urlId')} hint="The page's address after the site's: contact for /contact.">
            <input type="text" value={values.urlId} onChange={(e) => set('urlId', e.target.value)} />
          </Field>
          <Field label="Description" error={errorAt('description')}>
            <textarea value={values.description ?? ''} onChange={(e) => set('description', e.target.value)} />
          </Field>
          <Field label="Template" error={errorAt('template')}>
            <select value={values.template} onChange={(e) => set('template', e.target.value)}>
              {!templates.includes(values.template) && <option value={values.template}>{values.template || 'Choose a template'}</option>}
              {templates.map((name) => (
                <option key={name} value={name}>{name}</option>
              ))}
            </select>
          </Field>
          <label className="admin-check">
            <input type="checkbox" checked={values.cover === true} onChange={(e) => set('cover', e.target.checked || undefined)} aria-describedby="page-cover-hint" />
            Cover page
          </label>
          <p className="admin-hint" id="page-cover-hint">A cover page shows its published slide full-screen, without the site's header and footer.</p>
        </fieldset>
        {(textKeys.length > 0 || blockIds.length > 0) && (
          <fieldset disabled={!canWrite}>
            <legend>Content</legend>
            {textKeys.map((key) => (
              <Field key={key} label={`Text: ${key}`} error={errorAt(`texts.${key}`)}>
                <textarea value={values.texts[key] ?? ''} onChange={(e) => set('texts', { ...values.texts, [key]: e.target.value })} />
              </Field>
            ))}
            {blockIds.map((id) => (
              <Field key={id} label={`Block ${id} (HTML)`} error={errorAt(`blockFields.${id}`)}>
                <textarea value={values.blockFields[id] ?? ''} onChange={(e) => set('blockFields', { ...values.blockFields, [id]: e.target.value })} />
              </Field>
            ))}
          </fieldset>
        )}
        <SaveActions label={existing ? 'Save page' : 'Create page'} state={saver.state} canWrite={canWrite} onReload={onReload} />
      </form>
      {existing && <AddToNavigation title={initial.title} url={existing.fullUrl} canWrite={canWrite} />}
      {existing && <HistoryPanel part={`page:${existing.id}`} currentVersion={version} canWrite={canWrite} onRestored={onReload} />}
      {existing && canWrite && !existing.homepage && (
        <DeleteTarget
          kind="page"
          title={initial.title}
          fullUrl={existing.fullUrl}
          endpoint={api.deletePage}
          id={existing.id}
          version={version}
          lost={<><p>Visitors will no longer find it at {existing.fullUrl}, with its texts and blocks.</p><p>This cannot be undone from the admin.</p></>}
          onDeleted={() => {
            form.markSaved();
            navigate('/admin/pages');
          }}
          onReload={onReload}
        />
      )}
    </>
  );
}

function PageEditor({ id, canWrite, navigate }: { id: string } & Pick<ScreenProps, 'canWrite' | 'navigate'>) {
  const page = useApiQuery(api.page, { id });
  return (
    <>
      <Crumb href="/admin/pages" label="Pages" />
      <ResourceView resource={page} label="Loading the page…">
        {(view) => (
          <>
            <h1>{view.value.title}</h1>
            <ReadOnlyNote canWrite={canWrite} />
            <p><a href={view.fullUrl}>View the page on the site</a> · <AppLink href={`/admin/layouts/page/${encodeURIComponent(view.id)}`}>Edit layout</AppLink>{view.value.cover === true && <> · <AppLink href={`/admin/slides/page/${encodeURIComponent(view.id)}`}>Edit cover page</AppLink></>}</p>
            <PageForm initial={view.value} templates={view.templates} canWrite={canWrite} existing={{ id: view.id, version: view.version, homepage: view.homepage, fullUrl: view.fullUrl }} navigate={navigate} onReload={page.reload} />
          </>
        )}
      </ResourceView>
    </>
  );
}

function NewPage({ canWrite, navigate }: Pick<ScreenProps, 'canWrite' | 'navigate'>) {
  const pages = useApiQuery(api.pages);
  return (
    <>
      <Crumb href="/admin/pages" label="Pages" />
      <h1>New page</h1>
      <ResourceView resource={pages} label="Loading the page templates…">
        {(data) =>
          data.templates.length === 0 ? (
            <EmptyState title="This site folder has no page templates (pages/*.page), so no page can be made." />
          ) : (
            <PageForm initial={{ title: '', urlId: '', template: data.templates[0] ?? '', blockFields: {}, texts: {} }} templates={data.templates} canWrite={canWrite} navigate={navigate} onReload={pages.reload} />
          )
        }
      </ResourceView>
    </>
  );
}

export default function PagesScreen({ subpath, canWrite, navigate }: ScreenProps) {
  if (subpath === '') return <PageList canWrite={canWrite} />;
  if (subpath === 'new') return <NewPage canWrite={canWrite} navigate={navigate} />;
  return <PageEditor key={subpath} id={subpath} canWrite={canWrite} navigate={navigate} />;
}

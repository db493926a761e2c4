/** A new collection: title, URL (made from the title until edited) and kind, checked as the server checks it. */
import { useState } from 'react';
import { newCollectionSchema, type CollectionType, type NewCollection as NewCollectionInput } from '../../../domain/admin/content/collection.js';
import { slugify } from '../../../domain/content/url-segment.js';
import type { CollectionView } from '../../../domain/admin/content/views.js';
import { Field } from '../ui/Field.js';
import { SaveActions } from '../ui/SaveActions.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { Crumb } from './Crumb.js';
import { FormErrorsNote } from './FormErrorsNote.js';
import { ReadOnlyNote } from './ReadOnlyNote.js';
import { useSchemaForm } from '../ui/use-schema-form.js';

interface Props {
  canWrite: boolean;
  navigate: (href: string) => void;
}

function NewCollectionForm({ types, canWrite, navigate }: Props & { types: CollectionType[] }) {
  const saver = useVersionedSave<CollectionView>();
  const form = useSchemaForm<NewCollectionInput>(newCollectionSchema, { title: '', urlId: '', typeName: types[0]?.typeName ?? '' }, saver.state);
  const [urlEdited, setUrlEdited] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) return;
    const created = await saver.send(api.createCollection, undefined, { value: checked });
    if (!created) return;
    form.markSaved();
    navigate(`/admin/collections/${created.id}`);
  };
  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label="New collection">
      <FormErrorsNote show={form.hasErrors} />
      <fieldset disabled={!canWrite}>
        <legend>Collection</legend>
        <Field label="Title" error={form.errorAt('title')}>
          <input
            type="text"
            value={form.values.title}
            onChange={(e) => {
              form.set('title', e.target.value);
              if (!urlEdited) form.set('urlId', slugify(e.target.value));
            }}
          />
        </Field>
        <Field label="URL" error={form.errorAt('urlId')} hint="The collection's address after the site's: news for /news.">
          <input
            type="text"
            value={form.values.urlId}
            onChange={(e) => {
              setUrlEdited(true);
              form.set('urlId', e.target.value);
            }}
          />
        </Field>
        <Field label="Kind" error={form.errorAt('typeName')} hint="The kinds this site's templates can show.">
          <select value={form.values.typeName} onChange={(e) => form.set('typeName', e.target.value)}>
            {types.map((type) => (
              <option key={type.typeName} value={type.typeName}>{type.title}</option>
            ))}
          </select>
        </Field>
      </fieldset>
      <SaveActions label="Create collection" state={saver.state} canWrite={canWrite} />
    </form>
  );
}

export function NewCollection({ canWrite, navigate }: Props) {
  const list = useApiQuery(api.collections);
  return (
    <>
      <Crumb href="/admin/collections" label="Collections" />
      <h1>New collection</h1>
      <ReadOnlyNote canWrite={canWrite} />
      <ResourceView resource={list} label="Loading the kinds of collection…">
        {(data) =>
          data.types.length === 0 ? (
            <EmptyState title="This site folder has no collection templates (collections/*.list), so no collection can be made." />
          ) : (
            <NewCollectionForm types={data.types} canWrite={canWrite} navigate={navigate} />
          )
        }
      </ResourceView>
    </>
  );
}

/** One item of a blog, events or gallery collection: its fields by the collection's type. */
import { AppLink } from '../ui/AppLink.js';
import { useState } from 'react';
import { itemFieldsOf, itemSchema, type ItemInput } from '../../../domain/admin/content/item.js';
import type { CollectionView, ItemView } from '../../../domain/admin/content/views.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { Field } from '../ui/Field.js';
import { SaveActions } from '../ui/SaveActions.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { Crumb } from './Crumb.js';
import { FormErrorsNote } from './FormErrorsNote.js';
import { fromLocalInput, toLocalInput } from './local-time.js';
import { MainImageField } from './MainImageField.js';
import { NamesField } from './NamesField.js';
import { ScheduleNote } from './ScheduleNote.js';
import { ReadOnlyNote } from './ReadOnlyNote.js';
import { useSchemaForm } from '../ui/use-schema-form.js';

type Location = NonNullable<ItemInput['location']>;

interface ItemFormProps {
  collectionId: string;
  typeName: string;
  initial: ItemInput;
  version: number;
  /** Undefined: a new item. */
  itemId?: string;
  canWrite: boolean;
  navigate: (href: string) => void;
  onReload: () => void;
}

function ItemForm({ collectionId, typeName, initial, version: initialVersion, itemId, canWrite, navigate, onReload }: ItemFormProps) {
  const [version, setVersion] = useState(initialVersion);
  const [asking, setAsking] = useState(false);
  const saver = useVersionedSave<ItemView>();
  const remover = useVersionedSave<CollectionView>();
  const form = useSchemaForm(itemSchema, initial, saver.state);
  const { values, set, errorAt } = form;
  const fields = itemFieldsOf(typeName);
  const listHref = `/admin/collections/${collectionId}`;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) return;
    if (itemId === undefined) {
      const created = await saver.send(api.createItem, { collectionId }, { expectedVersion: version, value: checked });
      if (!created) return;
      form.markSaved();
      navigate(`${listHref}/${created.id}`);
      return;
    }
    const saved = await saver.send(api.saveItem, { collectionId, itemId }, { expectedVersion: version, value: checked });
    if (saved) setVersion(saved.version);
  };
  const remove = async () => {
    setAsking(false);
    if (itemId === undefined) return;
    const done = await remover.send(api.deleteItem, { collectionId, itemId, expectedVersion: version });
    if (!done) return;
    form.markSaved();
    navigate(listHref);
  };
  const text = (key: 'excerpt' | 'body' | 'description' | 'author', label: string, multiline: boolean, hint?: string) =>
    fields.has(key) && (
      <Field label={label} error={errorAt(key)} {...(hint ? { hint } : {})}>
        {multiline ? (
          <textarea value={values[key] ?? ''} onChange={(e) => set(key, e.target.value || undefined)} />
        ) : (
          <input type="text" value={values[key] ?? ''} onChange={(e) => set(key, e.target.value || undefined)} />
        )}
      </Field>
    );
  const moment = (key: 'publishOn' | 'startDate' | 'endDate', label: string) =>
    fields.has(key) && (
      <Field label={label} error={errorAt(key)}>
        <input type="datetime-local" value={toLocalInput(values[key])} onChange={(e) => set(key, fromLocalInput(e.target.value))} />
      </Field>
    );
  const location: Location = values.location ?? {};
  const setLocation = (patch: Partial<Location>) => set('location', { ...location, ...patch });
  const place = (key: 'addressTitle' | 'addressLine1' | 'addressLine2' | 'addressCountry', label: string) => (
    <Field label={label} error={errorAt(`location.${key}`)}>
      <input type="text" value={location[key] ?? ''} onChange={(e) => setLocation({ [key]: e.target.value || undefined })} />
    </Field>
  );
  const coordinate = (key: 'mapLat' | 'mapLng', label: string) => (
    <Field label={label} error={errorAt(`location.${key}`)}>
      <input type="number" step="any" value={location[key] ?? ''} onChange={(e) => setLocation({ [key]: e.target.value === '' ? undefined : Number(e.target.value) })} />
    </Field>
  );
  return (
    <>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label={itemId ? 'Item' : 'New item'}>
        <FormErrorsNote show={form.hasErrors} />
        <fieldset disabled={!canWrite}>
          <legend>Item</legend>
          <Field label="Title" error={errorAt('title')}>
            <input type="text" value={values.title} onChange={(e) => set('title', e.target.value)} />
          </Field>
          <Field label="URL" error={errorAt('urlId')} hint="The item's address in its collection; leave empty to make it from the title.">
            <input type="text" value={values.urlId} onChange={(e) => set('urlId', e.target.value)} />
          </Field>
          {text('author', 'Author', false)}
          {moment('publishOn', 'Publish date')}
          {fields.has('publishOn') && <ScheduleNote publishOn={values.publishOn} />}
          {moment('startDate', 'Starts')}
          {moment('endDate', 'Ends')}
          {text('excerpt', 'Excerpt', true)}
          {text('body', 'Body (HTML)', true, 'Written into the page as HTML.')}
          {text('description', 'Description', true)}
          {fields.has('starred') && (
            <label className="admin-check">
              <input type="checkbox" checked={values.starred === true} onChange={(e) => set('starred', e.target.checked)} />
              Featured
            </label>
          )}
          <NamesField label="Tags" names={values.tags} onChange={(tags) => set('tags', tags)} error={errorAt('tags')} />
          <NamesField label="Categories" names={values.categories} onChange={(categories) => set('categories', categories)} error={errorAt('categories')} />
        </fieldset>
        {fields.has('assetUrl') && (
          <MainImageField
            url={values.assetUrl}
            altText={values.altText}
            canWrite={canWrite}
            urlError={errorAt('assetUrl')}
            altError={errorAt('altText')}
            onUrl={(url) => set('assetUrl', url)}
            onAltText={(alt) => set('altText', alt)}
          />
        )}
        {fields.has('location') && (
          <fieldset disabled={!canWrite}>
            <legend>Location</legend>
            {place('addressTitle', 'Place')}
            {place('addressLine1', 'Address line 1')}
            {place('addressLine2', 'Address line 2')}
            {place('addressCountry', 'Country')}
            {coordinate('mapLat', 'Latitude')}
            {coordinate('mapLng', 'Longitude')}
          </fieldset>
        )}
        <SaveActions label={itemId ? 'Save item' : 'Create item'} state={saver.state} canWrite={canWrite} onReload={onReload}>
          {itemId && (
            <button type="button" className="admin-button admin-button-danger" onClick={() => setAsking(true)}>
              Delete item
            </button>
          )}
        </SaveActions>
        <SaveStatus state={remover.state} onReload={onReload} />
      </form>
      <ConfirmDialog open={asking} title={`Delete "${initial.title}"?`} confirmLabel="Delete item" danger onConfirm={() => void remove()} onCancel={() => setAsking(false)}>
        <p>It disappears from the site. The collection's history keeps it, so it can be restored.</p>
      </ConfirmDialog>
    </>
  );
}

export function ItemEditor({ collectionId, itemId, canWrite, navigate }: { collectionId: string; itemId: string; canWrite: boolean; navigate: (href: string) => void }) {
  const item = useApiQuery(api.item, { collectionId, itemId });
  return (
    <>
      <Crumb href={`/admin/collections/${collectionId}`} label="Back to the collection" />
      <ResourceView resource={item} label="Loading the item…" failed={item.status === 'error' && item.httpStatus === 404 ? 'Unable to locate content.' : 'Unable to load.'}>
        {(view) => (
          <>
            <h1>{view.value.title}</h1>
            <ReadOnlyNote canWrite={canWrite} />
            {view.value.publishOn !== undefined && view.value.publishOn > Date.now() ? (
              <p className="admin-hint">
                Not on the site yet: it is scheduled (see the publish date below). · <AppLink href={`/admin/layouts/item/${encodeURIComponent(collectionId)}/${encodeURIComponent(view.id)}`}>Edit layout</AppLink>
              </p>
            ) : (
              <p><a href={view.fullUrl}>View it on the site</a> · <AppLink href={`/admin/layouts/item/${encodeURIComponent(collectionId)}/${encodeURIComponent(view.id)}`}>Edit layout</AppLink></p>
            )}
            <ItemForm collectionId={collectionId} typeName={view.typeName} initial={view.value} version={view.version} itemId={view.id} canWrite={canWrite} navigate={navigate} onReload={item.reload} />
          </>
        )}
      </ResourceView>
    </>
  );
}

export function NewItem({ collectionId, canWrite, navigate }: { collectionId: string; canWrite: boolean; navigate: (href: string) => void }) {
  const collection = useApiQuery(api.collection, { id: collectionId });
  return (
    <>
      <Crumb href={`/admin/collections/${collectionId}`} label="Back to the collection" />
      <h1>New item</h1>
      <ReadOnlyNote canWrite={canWrite} />
      <ResourceView resource={collection} label="Loading the collection…">
        {(view) =>
          view.products ? (
            <EmptyState title="Products are added in the catalogue, not here." />
          ) : (
            <ItemForm collectionId={collectionId} typeName={view.typeName} initial={{ title: '', urlId: '', tags: [], categories: [] }} version={view.version} canWrite={canWrite} navigate={navigate} onReload={collection.reload} />
          )
        }
      </ResourceView>
    </>
  );
}

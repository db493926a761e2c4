/**
 * Collections: the list and a new collection; a collection's settings, items (edit, delete after a
 * confirmation, move where the owner orders them), navigation links and deletion; each item's
 * editor. Products are edited in the catalogue.
 */
import { useState } from 'react';
import { collectionSettingsSchema } from '../../../domain/admin/content/collection.js';
import { ORDERABLE_ITEMS_MAX } from '../../../domain/admin/content/limits.js';
import type { CollectionSummary, CollectionsView, CollectionView, ItemSummary } from '../../../domain/admin/content/views.js';
import type { ScreenProps } from '../screen-props.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { DataTable } from '../ui/DataTable.js';
import { ResourceTable } from '../ui/ResourceTable.js';
import { Field } from '../ui/Field.js';
import { SaveActions } from '../ui/SaveActions.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { ResourceView } from '../ui/StateViews.js';
import type { Column } from '../ui/table-columns.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { AppLink } from '../ui/AppLink.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { AddToNavigation } from './AddToNavigation.js';
import { Crumb } from './Crumb.js';
import { DeleteTarget } from './DeleteTarget.js';
import { FormErrorsNote } from './FormErrorsNote.js';
import { HistoryPanel } from './HistoryPanel.js';
import { ItemEditor, NewItem } from './ItemEditor.js';
import { ListHeading } from './ListHeading.js';
import { NewCollection } from './NewCollection.js';
import { ReadOnlyNote } from './ReadOnlyNote.js';
import { useSchemaForm } from '../ui/use-schema-form.js';
import './content.css';

type Navigate = (href: string) => void;

const TYPE_NAMES: Readonly<Record<string, string>> = { blog: 'Blog', events: 'Events', gallery: 'Gallery', products: 'Shop' };

const COLLECTION_COLUMNS: Column<CollectionSummary>[] = [
  { key: 'title', header: 'Title', sortValue: (c) => c.title, cell: (c) => <AppLink href={`/admin/collections/${c.id}`}>{c.title}</AppLink> },
  { key: 'kind', header: 'Kind', sortValue: (c) => TYPE_NAMES[c.typeName] ?? c.typeName, cell: (c) => TYPE_NAMES[c.typeName] ?? c.typeName },
  { key: 'items', header: 'Items', sortValue: (c) => (c.products ? null : c.itemCount), cell: (c) => (c.products ? 'In the catalogue' : c.itemCount) },
  { key: 'address', header: 'Address', cell: (c) => <a href={c.fullUrl}>{c.fullUrl}</a> },
];

function CollectionList({ canWrite }: { canWrite: boolean }) {
  const collections = useApiQuery(api.collections);
  return (
    <>
      <ListHeading title="Collections" canWrite={canWrite} create={{ href: '/admin/collections/new', label: 'New collection' }} />
      <ResourceTable
        resource={collections}
        loadingLabel="Loading the collections…"
        failed="Unable to load collections."
        rows={(data) => data.collections}
        caption="Collections"
        columns={COLLECTION_COLUMNS}
        empty="This site has no collections."
      />
    </>
  );
}

const day = (ms: number | null): string => (ms === null ? '' : new Date(ms).toLocaleDateString());

function ItemsTable({ view, version, canWrite, onChanged, onReload }: { view: CollectionView; version: number; canWrite: boolean; onChanged: (v: CollectionView) => void; onReload: () => void }) {
  const changer = useVersionedSave<CollectionView>();
  const [asked, setAsked] = useState<ItemSummary | null>(null);
  const remove = async () => {
    const item = asked;
    setAsked(null);
    if (!item) return;
    const done = await changer.send(api.deleteItem, { collectionId: view.id, itemId: item.id, expectedVersion: version });
    if (done) onChanged(done);
  };
  const move = async (item: ItemSummary, by: -1 | 1) => {
    const done = await changer.send(api.moveItem, { collectionId: view.id, itemId: item.id }, { expectedVersion: version, by });
    if (done) onChanged(done);
  };
  const full = view.orderable && view.items.length >= ORDERABLE_ITEMS_MAX;
  return (
    <section aria-labelledby="collection-items">
      <h2 id="collection-items">Items</h2>
      {canWrite && (
        <p>
          {full ? (
            <span className="admin-note">This collection holds {ORDERABLE_ITEMS_MAX} items, the most it may hold.</span>
          ) : (
            <AppLink className="admin-button admin-button-primary" href={`/admin/collections/${view.id}/new`}>
              New item
            </AppLink>
          )}
        </p>
      )}
      <DataTable
        caption={`Items of ${view.settings.title}`}
        columns={[
          { key: 'title', header: 'Title', cell: (item) => <AppLink href={`/admin/collections/${view.id}/${item.id}`}>{item.title}</AppLink> },
          { key: 'date', header: view.typeName === 'events' ? 'Starts' : 'Published', cell: (item) => (view.typeName !== 'events' && item.publishOn !== null && item.publishOn > Date.now() ? `Scheduled: ${day(item.publishOn)}` : day(view.typeName === 'events' ? item.startDate : item.publishOn)) },
        ]}
        rows={view.items}
        empty="No items yet."
        actions={
          canWrite
            ? (item) => {
                const at = view.items.indexOf(item);
                return (
                  <>
                    {view.orderable && (
                      <>
                        <button type="button" className="admin-button" disabled={at === 0} onClick={() => void move(item, -1)}>Move {item.title} up</button>
                        <button type="button" className="admin-button" disabled={at === view.items.length - 1} onClick={() => void move(item, 1)}>Move {item.title} down</button>
                      </>
                    )}
                    <button type="button" className="admin-button" onClick={() => setAsked(item)}>Delete {item.title}</button>
                  </>
                );
              }
            : undefined
        }
      />
      <SaveStatus state={changer.state} onReload={onReload} />
      <ConfirmDialog open={asked !== null} title={`Delete "${asked?.title ?? ''}"?`} confirmLabel="Delete item" danger onConfirm={() => void remove()} onCancel={() => setAsked(null)}>
        <p>It disappears from the site. The collection's history keeps it, so it can be restored.</p>
      </ConfirmDialog>
    </section>
  );
}

function CollectionForm({ initial, canWrite, navigate, onReload }: { initial: CollectionView; canWrite: boolean; navigate: Navigate; onReload: () => void }) {
  // What this screen's own saves answered, shown until a newer read arrives (an item created or
  // edited on its own screen comes back in a fresher read of the collection).
  const [saved, setView] = useState<CollectionView | undefined>(undefined);
  const view = saved !== undefined && saved.version >= initial.version ? saved : initial;
  const saver = useVersionedSave<CollectionView>();
  const form = useSchemaForm(collectionSettingsSchema, initial.settings, saver.state);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) return;
    const answer = await saver.send(api.saveCollection, { id: view.id }, { expectedVersion: view.version, value: checked });
    if (answer) setView(answer);
  };
  return (
    <>
      <h1>{view.settings.title}</h1>
      <ReadOnlyNote canWrite={canWrite} />
      <p><a href={view.fullUrl}>View the collection on the site</a></p>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Collection settings">
        <FormErrorsNote show={form.hasErrors} />
        <fieldset disabled={!canWrite}>
          <legend>Settings</legend>
          <Field label="Title" error={form.errorAt('title')}>
            <input type="text" value={form.values.title} onChange={(e) => form.set('title', e.target.value)} />
          </Field>
          <Field label="URL" error={form.errorAt('urlId')} hint={view.products ? "The shop's URL is part of its products' URLs." : 'The collection\u2019s address: blog for /blog.'}>
            <input type="text" value={form.values.urlId} readOnly={view.products} onChange={(e) => form.set('urlId', e.target.value)} />
          </Field>
          <Field label="Description" error={form.errorAt('description')}>
            <textarea value={form.values.description ?? ''} onChange={(e) => form.set('description', e.target.value)} />
          </Field>
        </fieldset>
        <SaveActions label="Save settings" state={saver.state} canWrite={canWrite} onReload={onReload} />
      </form>
      {view.products ? (
        <p className="admin-note">This collection's products are edited in the catalogue.</p>
      ) : (
        <ItemsTable view={view} version={view.version} canWrite={canWrite} onChanged={setView} onReload={onReload} />
      )}
      <AddToNavigation title={view.settings.title} url={view.fullUrl} canWrite={canWrite} />
      <HistoryPanel part={`collection:${view.id}`} currentVersion={view.version} canWrite={canWrite} onRestored={onReload} />
      {canWrite && !view.homepage && (
        <DeleteTarget
          kind="collection"
          title={view.settings.title}
          fullUrl={view.fullUrl}
          endpoint={api.deleteCollection}
          id={view.id}
          version={view.version}
          lost={<CollectionLoss view={view} />}
          onDeleted={() => {
            form.markSaved();
            navigate('/admin/collections');
          }}
          onReload={onReload}
        />
      )}
    </>
  );
}

function CollectionLoss({ view }: { view: CollectionView }) {
  const count = view.items.length;
  return (
    <>
      <p>Visitors will no longer find it at {view.fullUrl}.</p>
      {view.products ? (
        <p>The products stay in the catalogue.</p>
      ) : (
        <p>{count === 0 ? 'It has no items.' : `Its ${String(count)} ${count === 1 ? 'item goes' : 'items go'} with it: ${view.items.slice(0, 5).map((i) => i.title).join(', ')}${count > 5 ? '…' : ''}.`}</p>
      )}
      <p>This cannot be undone from the admin.</p>
    </>
  );
}

function CollectionEditor({ id, canWrite, navigate }: { id: string; canWrite: boolean; navigate: Navigate }) {
  const collection = useApiQuery(api.collection, { id });
  return (
    <>
      <Crumb href="/admin/collections" label="Collections" />
      <ResourceView resource={collection} label="Loading the collection…">
        {(view) => <CollectionForm initial={view} canWrite={canWrite} navigate={navigate} onReload={collection.reload} />}
      </ResourceView>
    </>
  );
}

export default function CollectionsScreen({ subpath, canWrite, navigate }: ScreenProps) {
  const [collectionId, itemId] = subpath.split('/');
  if (!collectionId) return <CollectionList canWrite={canWrite} />;
  if (collectionId === 'new' && !itemId) return <NewCollection canWrite={canWrite} navigate={navigate} />;
  if (itemId === 'new') return <NewItem key={subpath} collectionId={collectionId} canWrite={canWrite} navigate={navigate} />;
  if (itemId) return <ItemEditor key={subpath} collectionId={collectionId} itemId={itemId} canWrite={canWrite} navigate={navigate} />;
  return <CollectionEditor key={subpath} id={collectionId} canWrite={canWrite} navigate={navigate} />;
}

/** Adding a link to a collection or page at the end of one of the site's navigations (a versioned save). */
import { useState } from 'react';
import type { NavLinkInput } from '../../../domain/admin/content/navigation.js';
import type { NavigationView } from '../../../domain/admin/content/views.js';
import { Field } from '../ui/Field.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';

const NAV_NAMES: Readonly<Record<string, string>> = { mainNav: 'Main navigation', footerNav: 'Footer navigation' };
export const navigationName = (name: string): string => NAV_NAMES[name] ?? name;

const pathOf = (url: string): string => url.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

function linked(links: readonly NavLinkInput[], url: string): boolean {
  return links.some((link) => pathOf(link.url) === url || linked(link.items ?? [], url));
}

function AddForm({ view, title, url, canWrite, onSaved, onReload }: { view: NavigationView; title: string; url: string; canWrite: boolean; onSaved: (v: NavigationView) => void; onReload: () => void }) {
  const names = Object.keys(view.value);
  const [chosen, setChosen] = useState(names[0] ?? '');
  const saver = useVersionedSave<NavigationView>();
  const already = names.filter((name) => linked(view.value[name] ?? [], url));
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const links = view.value[chosen] ?? [];
    const saved = await saver.send(api.saveNavigation, undefined, { expectedVersion: view.version, value: { ...view.value, [chosen]: [...links, { title, url }] } });
    if (saved) onSaved(saved);
  };
  return (
    <form className="admin-form" onSubmit={(e) => void add(e)} aria-label="Add to navigation">
      <p>{already.length === 0 ? `No navigation links to ${url} yet.` : `Linked from: ${already.map(navigationName).join(', ')}.`}</p>
      {canWrite && (
        <div className="admin-form-actions">
          <Field label="Add to">
            <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
              {names.map((name) => (
                <option key={name} value={name}>{navigationName(name)}</option>
              ))}
            </select>
          </Field>
          <button type="submit" className="admin-button" disabled={saver.state.status === 'saving' || chosen === ''}>
            Add a link to {title}
          </button>
        </div>
      )}
      <SaveStatus state={saver.state} onReload={onReload} />
    </form>
  );
}

export function AddToNavigation({ title, url, canWrite }: { title: string; url: string; canWrite: boolean }) {
  const navigation = useApiQuery(api.navigation);
  return (
    <section aria-labelledby="add-to-navigation">
      <h2 id="add-to-navigation">Navigation links</h2>
      <ResourceView resource={navigation} label="Loading the navigation…">
        {(view) =>
          Object.keys(view.value).length === 0 ? (
            <EmptyState title="This site has no navigation to add a link to." />
          ) : (
            <AddForm key={view.version} view={view} title={title} url={url} canWrite={canWrite} onSaved={navigation.status === 'ready' ? navigation.replace : () => undefined} onReload={navigation.reload} />
          )
        }
      </ResourceView>
    </section>
  );
}

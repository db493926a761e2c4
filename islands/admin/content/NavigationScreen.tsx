/**
 * Navigation: each navigation's links (and folders of links), added, removed, edited and moved
 * with buttons, all saved at once.
 */
import { useState } from 'react';
import { navigationSchema, type NavLinkInput, type Navigation } from '../../../domain/admin/content/navigation.js';
import type { NavigationView } from '../../../domain/admin/content/views.js';
import type { ScreenProps } from '../screen-props.js';
import { Field } from '../ui/Field.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import { FormErrorsNote } from './FormErrorsNote.js';
import { HistoryPanel } from './HistoryPanel.js';
import { ReadOnlyNote } from './ReadOnlyNote.js';
import { useSchemaForm } from '../ui/use-schema-form.js';
import './content.css';

const NAMES: Readonly<Record<string, string>> = { mainNav: 'Main navigation', footerNav: 'Footer navigation', secondaryNav: 'Secondary navigation' };
const nameOf = (key: string): string => NAMES[key] ?? key;

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

interface LinksProps {
  links: NavLinkInput[];
  onChange: (links: NavLinkInput[]) => void;
  path: string;
  label: string;
  errorAt: (path: string) => string | undefined;
  canWrite: boolean;
  nested: boolean;
}

function LinkList({ links, onChange, path, label, errorAt, canWrite, nested }: LinksProps) {
  const update = (at: number, link: NavLinkInput) => onChange(links.map((l, i) => (i === at ? link : l)));
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  return (
    <>
      {links.length === 0 && <p className="admin-note">No links yet.</p>}
      <ol className="admin-nav-list">
        {links.map((link, at) => {
          const here = `${path}.${String(at)}`;
          const name = `${label} link ${String(at + 1)}`;
          return (
            <li key={at} className="admin-nav-link">
              <div className="admin-nav-fields">
                <Field label={`Title of ${name}`} error={errorAt(`${here}.title`)}>
                  <input type="text" value={link.title} onChange={(e) => update(at, { ...link, title: e.target.value })} />
                </Field>
                <Field label={`Address of ${name}`} error={errorAt(`${here}.url`)} hint="A site path such as /blog, or a full address.">
                  <input type="text" value={link.url} onChange={(e) => update(at, { ...link, url: e.target.value })} />
                </Field>
              </div>
              <label className="admin-check">
                <input type="checkbox" checked={link.newWindow === true} onChange={(e) => update(at, { ...link, newWindow: e.target.checked || undefined })} />
                Open {name} in a new window
              </label>
              {canWrite && (
                <div className="admin-row-actions">
                  <button type="button" className="admin-button" id={`${here}-up`} disabled={at === 0} onClick={() => { onChange(moved(links, at, at - 1)); focusLater(`${path}.${String(at - 1)}-up`); }}>
                    Move {name} up
                  </button>
                  <button type="button" className="admin-button" id={`${here}-down`} disabled={at === links.length - 1} onClick={() => { onChange(moved(links, at, at + 1)); focusLater(`${path}.${String(at + 1)}-down`); }}>
                    Move {name} down
                  </button>
                  {!nested && link.items === undefined && (
                    <button type="button" className="admin-button" onClick={() => update(at, { ...link, items: [] })}>
                      Make {name} a folder
                    </button>
                  )}
                  <button type="button" className="admin-button" onClick={() => onChange(links.filter((_, i) => i !== at))}>
                    Remove {name}
                  </button>
                </div>
              )}
              {link.items !== undefined && (
                <div>
                  <p><strong>In the folder {link.title || name}:</strong></p>
                  <LinkList links={link.items} onChange={(items) => update(at, { ...link, items })} path={`${here}.items`} label={`${name} folder`} errorAt={errorAt} canWrite={canWrite} nested />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {canWrite && (
        <p>
          <button type="button" className="admin-button" onClick={() => onChange([...links, { title: '', url: '' }])}>
            Add a link to {label}
          </button>
        </p>
      )}
    </>
  );
}

function NavigationForm({ view, canWrite, onReload }: { view: NavigationView; canWrite: boolean; onReload: () => void }) {
  const [version, setVersion] = useState(view.version);
  const saver = useVersionedSave<NavigationView>();
  const form = useSchemaForm<Navigation>(navigationSchema, view.value, saver.state);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) return;
    const saved = await saver.send(api.saveNavigation, undefined, { expectedVersion: version, value: checked });
    if (saved) setVersion(saved.version);
  };
  const names = Object.keys(form.values);
  return (
    <>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Navigation">
        <FormErrorsNote show={form.hasErrors} />
        {names.length === 0 && <EmptyState title="This site has no navigations." />}
        {names.map((name) => (
          <fieldset key={name} disabled={!canWrite}>
            <legend>{nameOf(name)}</legend>
            <LinkList links={form.values[name] ?? []} onChange={(links) => form.set(name, links)} path={name} label={nameOf(name)} errorAt={form.errorAt} canWrite={canWrite} nested={false} />
          </fieldset>
        ))}
        {canWrite && names.length > 0 && (
          <div className="admin-form-actions">
            <button type="submit" className="admin-button admin-button-primary" disabled={saver.state.status === 'saving'}>
              Save navigation
            </button>
          </div>
        )}
        <SaveStatus state={saver.state} onReload={onReload} />
      </form>
      <HistoryPanel part="navigation" currentVersion={version} canWrite={canWrite} onRestored={onReload} />
    </>
  );
}

export default function NavigationScreen({ canWrite }: ScreenProps) {
  const navigation = useApiQuery(api.navigation);
  return (
    <>
      <h1>Navigation</h1>
      <ReadOnlyNote canWrite={canWrite} />
      <ResourceView resource={navigation} label="Loading the navigation…">
        {(view) => <NavigationForm view={view} canWrite={canWrite} onReload={navigation.reload} />}
      </ResourceView>
    </>
  );
}

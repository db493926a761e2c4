/**
 * Custom code (`/admin/custom-code`, area `settings`): the third-party code the site has — header
 * and footer code, the ad pixel's script, the captcha's hosts — with who set each, when, and
 * whether the pages carry it; and the ADMIN's switches that allow the code injection and the ad
 * pixel on the pages. Allowing names what the ADMIN sees here: an edit made since answers 409 and
 * a reload is offered. Other roles see the list and a note.
 */
import { useEffect, useState } from 'react';
import { CUSTOM_CODE_ONLY_ADMIN, type CustomCodeView, type TrustedCodeEntry } from '../../../domain/admin/custom-code.js';
import type { ScreenProps } from '../screens.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { useResource } from '../ui/use-resource.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import './custom-code.css';

const PATH = '/api/admin/custom-code';

const setOn = (entry: TrustedCodeEntry): string => (entry.setAt === null ? 'Not known' : new Date(entry.setAt).toLocaleString());

export default function CustomCodeScreen(_props: ScreenProps) {
  const view = useResource<CustomCodeView>(PATH);
  return (
    <>
      <h1>Custom code</h1>
      <p className="admin-hint">
        Code from other parties runs on your pages with your visitors' and your own sessions. Header and footer code and the ad pixel are left out of the pages, and
        the browser refuses them, until an ADMIN allows what is set now; a later change to them needs allowing again.
      </p>
      <ResourceView resource={view} label="Loading custom code…">
        {(data) =>
          data.entries.every((entry) => entry.value === '') && data.approvals.codeInjection === null && data.approvals.adPixel === null ? (
            <EmptyState title="No third-party code">
              Header and footer code is set under Header &amp; footer, the ad pixel under Website settings; both then wait here for an ADMIN.
            </EmptyState>
          ) : (
            <CustomCodeForm view={data} onSaved={view.status === 'ready' ? view.replace : () => undefined} onReload={view.reload} />
          )
        }
      </ResourceView>
    </>
  );
}

function TrustedList({ entries }: { entries: readonly TrustedCodeEntry[] }) {
  return (
    <table className="admin-table cc-table">
      <caption className="cc-caption">Third-party code of this site</caption>
      <thead>
        <tr>
          <th scope="col">What</th>
          <th scope="col">Code or address</th>
          <th scope="col">Set by</th>
          <th scope="col">Set on</th>
          <th scope="col">On the pages</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-entry={entry.id}>
            <th scope="row">{entry.label}</th>
            <td>{entry.value === '' ? <span className="admin-hint">None</span> : <pre className="cc-code">{entry.value}</pre>}</td>
            <td>{entry.setBy ?? 'Not known'}</td>
            <td>{setOn(entry)}</td>
            <td>
              <strong>{entry.onPages ? 'Yes' : 'No'}</strong> <span className="admin-hint">{entry.status}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CustomCodeForm({ view, onSaved, onReload }: { view: CustomCodeView; onSaved: (v: CustomCodeView) => void; onReload: () => void }) {
  const codeAllowed = view.entries.some((e) => (e.id === 'code-header' || e.id === 'code-footer') && e.onPages);
  const pixelAllowed = view.entries.some((e) => e.id === 'ad-pixel' && e.onPages);
  const [draft, setDraft] = useState({ codeInjection: codeAllowed, adPixel: pixelAllowed });
  const { state, save, reset } = useVersionedSave<CustomCodeView>();
  useEffect(() => setDraft({ codeInjection: codeAllowed, adPixel: pixelAllowed }), [view, codeAllowed, pixelAllowed]);
  const changed = draft.codeInjection !== codeAllowed || draft.adPixel !== pixelAllowed;
  const hasCode = view.entries.some((e) => (e.id === 'code-header' || e.id === 'code-footer') && e.value !== '');

  const submit = async () => {
    const saved = await save(PATH, { expectedVersion: view.version, codeVersion: view.codeVersion, adPixelUrl: view.adPixelUrl, ...draft });
    if (saved) onSaved(saved);
  };

  return (
    <form
      className="admin-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TrustedList entries={view.entries} />
      <fieldset className="cc-switches" disabled={!view.mayChange}>
        <legend>Allowed on the pages</legend>
        <label className="admin-check">
          <input
            type="checkbox"
            name="codeInjection"
            checked={draft.codeInjection}
            disabled={!hasCode && !draft.codeInjection}
            aria-describedby="cc-code-hint"
            onChange={(e) => {
              reset();
              setDraft({ ...draft, codeInjection: e.target.checked });
            }}
          />
          Allow the header and footer code
        </label>
        <p className="admin-hint" id="cc-code-hint">
          {hasCode ? 'The code as listed above, in every page.' : 'No header or footer code is set.'}
        </p>
        <label className="admin-check">
          <input
            type="checkbox"
            name="adPixel"
            checked={draft.adPixel}
            disabled={view.adPixelUrl === '' && !draft.adPixel}
            aria-describedby="cc-pixel-hint"
            onChange={(e) => {
              reset();
              setDraft({ ...draft, adPixel: e.target.checked });
            }}
          />
          Allow the ad pixel
        </label>
        <p className="admin-hint" id="cc-pixel-hint">
          {view.adPixelUrl === '' ? 'No ad pixel script is set (Website settings).' : `Its script is loaded from ${view.adPixelUrl}.`}
        </p>
      </fieldset>
      {view.mayChange ? (
        <div className="admin-toolbar">
          <button type="submit" className="admin-button admin-button-primary" disabled={!changed || state.status === 'saving'}>
            Save custom code
          </button>
        </div>
      ) : (
        <p className="admin-hint">{CUSTOM_CODE_ONLY_ADMIN}</p>
      )}
      <SaveStatus
        state={state}
        onReload={() => {
          reset();
          onReload();
        }}
      />
    </form>
  );
}

/**
 * Entitlements: the merchant features this site has (spec 001 §1), each switched on or off. The
 * save names the version it was based on (409: someone saved in between, reload offered); the
 * shop follows a saved switch at once (no installment offer, no restock sign-up, no subscription
 * or gift card sale while theirs is off).
 */
import { useEffect, useState } from 'react';
import { ENTITLEMENT_INFO, ENTITLEMENT_KEYS, type Entitlements, type EntitlementsState } from '../../../domain/admin/entitlements.js';
import type { ScreenProps } from '../screens.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { ResourceView } from '../ui/StateViews.js';
import { useResource } from '../ui/use-resource.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';
import './entitlements.css';

const PATH = '/api/admin/entitlements';

export default function EntitlementsScreen({ canWrite }: ScreenProps) {
  const stored = useResource<EntitlementsState>(PATH);
  return (
    <>
      <h1>Entitlements</h1>
      <p className="admin-hint">The store features this site offers. Switching one off takes it away from the shop at once.</p>
      <ResourceView resource={stored} label="Loading entitlements…">
        {(state) => <EntitlementsForm state={state} canWrite={canWrite} onSaved={stored.status === 'ready' ? stored.replace : () => undefined} onReload={stored.reload} />}
      </ResourceView>
    </>
  );
}

function EntitlementsForm({ state, canWrite, onSaved, onReload }: { state: EntitlementsState; canWrite: boolean; onSaved: (s: EntitlementsState) => void; onReload: () => void }) {
  const [draft, setDraft] = useState<Entitlements>(state.entitlements);
  const { state: saveState, save, reset } = useVersionedSave<EntitlementsState>();
  useEffect(() => setDraft(state.entitlements), [state]);
  const changed = ENTITLEMENT_KEYS.some((key) => draft[key] !== state.entitlements[key]);

  const submit = async () => {
    const saved = await save(PATH, { entitlements: draft, expectedVersion: state.version });
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
      <ul className="ent-list">
        {ENTITLEMENT_KEYS.map((key) => {
          const info = ENTITLEMENT_INFO[key];
          return (
            <li key={key}>
              <label className="admin-check">
                <input
                  type="checkbox"
                  checked={draft[key]}
                  disabled={!canWrite}
                  aria-describedby={`ent-${key}-hint`}
                  onChange={(e) => {
                    reset();
                    setDraft({ ...draft, [key]: e.target.checked });
                  }}
                />
                {info.label}
              </label>
              <p className="admin-hint" id={`ent-${key}-hint`}>
                {info.description} {info.effect ?? 'Recorded for this site; no part of this shop uses it yet.'}
              </p>
            </li>
          );
        })}
      </ul>
      {canWrite ? (
        <div className="admin-toolbar">
          <button type="submit" className="admin-button admin-button-primary" disabled={!changed || saveState.status === 'saving'}>
            Save entitlements
          </button>
        </div>
      ) : (
        <p className="admin-hint">Your account may look at the entitlements but not change them.</p>
      )}
      <SaveStatus
        state={saveState}
        onReload={() => {
          reset();
          onReload();
        }}
      />
    </form>
  );
}

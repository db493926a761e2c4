/**
 * Entitlements: the merchant features this site has (spec 001 §1), each switched on or off. The
 * save names the version it was based on (409: someone saved in between, reload offered); the
 * shop follows a saved switch at once (no installment offer, no restock sign-up, no subscription
 * or gift card sale while theirs is off).
 */
import { ENTITLEMENT_INFO, ENTITLEMENT_KEYS, entitlementsSchema, type EntitlementKey, type EntitlementsState } from '../../../domain/admin/entitlements.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';
import type { ScreenProps } from '../screen-props.js';
import { ResourceView } from '../ui/StateViews.js';
import { SwitchesForm, type SwitchDef } from '../ui/SwitchesForm.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';

const SWITCHES: readonly SwitchDef<EntitlementKey>[] = ENTITLEMENT_KEYS.map((key) => ({
  key,
  label: ENTITLEMENT_INFO[key].label,
  hint: `${ENTITLEMENT_INFO[key].description} ${ENTITLEMENT_INFO[key].effect ?? 'Recorded for this site; no part of this shop uses it yet.'}`,
}));

export default function EntitlementsScreen({ canWrite }: ScreenProps) {
  const stored = useApiQuery(api.entitlements);
  return (
    <>
      <h1>Entitlements</h1>
      <p className="admin-hint">The store features this site offers. Switching one off takes it away from the shop at once.</p>
      <ResourceView resource={stored} label="Loading entitlements…">
        {(state) => <EntitlementsForm state={state} canWrite={canWrite} onReload={stored.reload} />}
      </ResourceView>
    </>
  );
}

function EntitlementsForm({ state, canWrite, onReload }: { state: EntitlementsState; canWrite: boolean; onReload: () => void }) {
  const saver = useVersionedSave<EntitlementsState>();
  return (
    <SwitchesForm
      label="Entitlements"
      switches={SWITCHES}
      schema={entitlementsSchema}
      stored={{ ...state.entitlements }}
      canWrite={canWrite}
      readOnlyNote="Your account may look at the entitlements but not change them."
      submitLabel="Save entitlements"
      saveState={saver.state}
      onSave={(entitlements) => saver.send(api.saveEntitlements, undefined, { entitlements, expectedVersion: state.version })}
      onReload={saver.reloadWith(onReload)}
    />
  );
}

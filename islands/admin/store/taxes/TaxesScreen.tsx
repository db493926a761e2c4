/**
 * Taxes (`/admin/taxes`): the rates automatic tax applies by the shipping address, one per
 * country or per region of a country, and whether the shop's prices include tax. The save names
 * the version it was based on (409: someone saved in between, reload offered); the server checks
 * every rate and names the one that is wrong. While automatic tax is off the rates are shown but
 * cannot be changed, and the screen says how to turn it on.
 */
import { useEffect, useState } from 'react';
import type { TaxSettings } from '../../../../domain/commerce/sales-tax.js';
import type { ScreenProps } from '../../screen-props.js';
import type { TaxSettingsState as TaxState } from '../../../../domain/admin/store/taxes-view.js';
import { api } from '../../query/api.js';
import { useApiQuery } from '../../query/use-api-query.js';
import { SaveStatus } from '../../ui/SaveStatus.js';
import { EmptyState, ResourceView } from '../../ui/StateViews.js';
import { useUnsavedWork } from '../../ui/unsaved-work.js';
import { useVersionedSave } from '../../ui/use-versioned-save.js';
import './taxes.css';


interface DraftRate {
  key: number;
  country: string;
  region: string;
  ratePercent: string;
}

export default function TaxesScreen({ canWrite }: ScreenProps) {
  const stored = useApiQuery(api.taxes);
  return (
    <>
      <h1>Taxes</h1>
      <p className="admin-hint">Automatic tax charges these rates by the order’s shipping address. A region’s rate replaces its country’s; the US territories are regions of the US; gift cards and orders with nothing shipped are not taxed.</p>
      <ResourceView resource={stored} label="Loading the tax rates…">
        {(state) => <TaxForm state={state} canWrite={canWrite && state.enabled} onSaved={stored.status === 'ready' ? stored.replace : () => undefined} onReload={stored.reload} />}
      </ResourceView>
    </>
  );
}

let nextKey = 0;
const draftOf = (settings: TaxSettings): DraftRate[] => settings.rates.map((r) => ({ key: nextKey++, ...r }));

function TaxForm({ state, canWrite, onSaved, onReload }: { state: TaxState; canWrite: boolean; onSaved: (s: TaxState) => void; onReload: () => void }) {
  const [rates, setRates] = useState<DraftRate[]>(() => draftOf(state.settings));
  const [inclusive, setInclusive] = useState(state.settings.pricesIncludeTax);
  const { state: saveState, send, reset } = useVersionedSave<TaxState>();
  useUnsavedWork(() => canWrite && (inclusive !== state.settings.pricesIncludeTax || JSON.stringify(rates.map(({ key: _key, ...r }) => r)) !== JSON.stringify(state.settings.rates)));
  useEffect(() => {
    setRates(draftOf(state.settings));
    setInclusive(state.settings.pricesIncludeTax);
  }, [state]);
  const issueOf = (index: number, field: string): string | undefined =>
    saveState.status === 'invalid' ? saveState.issues.find((i) => i.path === `settings.rates.${String(index)}.${field}`)?.message : undefined;
  const change = (key: number, field: 'country' | 'region' | 'ratePercent', value: string) => {
    reset();
    setRates(rates.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  };
  const submit = async () => {
    const settings = { pricesIncludeTax: inclusive, rates: rates.map(({ country, region, ratePercent }) => ({ country, region, ratePercent })) };
    const saved = await send(api.saveTaxes, undefined, { settings, expectedVersion: state.version });
    if (saved) onSaved(saved);
  };

  return (
    <form className="admin-form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      {!state.enabled && (
        <p className="admin-hint tax-off">Automatic tax is off for this shop, so orders are placed without tax. An administrator can switch it on under Settings → Entitlements.</p>
      )}
      {rates.length === 0 ? (
        <EmptyState title="No tax rates yet.">{canWrite && <p>Add a rate for each country or region where you charge tax.</p>}</EmptyState>
      ) : (
        <table className="admin-table tax-rates">
          <caption className="visually-hidden">Tax rates</caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Region</th>
              <th scope="col">Rate (%)</th>
              <th scope="col"><span className="visually-hidden">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate, index) => {
              const row = `rate ${String(index + 1)}`;
              const cell = (field: 'country' | 'region' | 'ratePercent', label: string, size: number, hint?: string) => {
                const error = issueOf(index, field);
                const errorId = `tax-${String(rate.key)}-${field}-error`;
                return (
                  <td>
                    <input
                      className="tax-input"
                      size={size}
                      aria-label={`${label}, ${row}`}
                      placeholder={hint}
                      value={rate[field]}
                      disabled={!canWrite}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      onChange={(e) => change(rate.key, field, e.target.value)}
                    />
                    {error && <p className="admin-field-error" id={errorId}>{error}</p>}
                  </td>
                );
              };
              return (
                <tr key={rate.key}>
                  {cell('country', 'Country code', 4, 'US')}
                  {cell('region', 'Region code (empty for the whole country)', 4, 'NY')}
                  {cell('ratePercent', 'Rate in percent', 8, '8.875')}
                  <td>
                    {canWrite && (
                      <button type="button" className="admin-button" aria-label={`Remove ${row}`} onClick={() => { reset(); setRates(rates.filter((r) => r.key !== rate.key)); }}>
                        Remove
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <label className="admin-check">
        <input type="checkbox" checked={inclusive} disabled={!canWrite} onChange={(e) => { reset(); setInclusive(e.target.checked); }} />
        Prices include tax (the tax is shown as part of the price; totals do not change)
      </label>
      {canWrite && (
        <div className="admin-toolbar">
          <button type="button" className="admin-button" onClick={() => { reset(); setRates([...rates, { key: nextKey++, country: '', region: '', ratePercent: '' }]); }}>
            Add a rate
          </button>
          <button type="submit" className="admin-button admin-button-primary" disabled={saveState.status === 'saving'}>
            Save tax rates
          </button>
        </div>
      )}
      <SaveStatus state={saveState} onReload={onReload} />
    </form>
  );
}

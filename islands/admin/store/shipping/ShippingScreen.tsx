/**
 * Shipping (`/admin/shipping`): the shop's zones, each a set of countries or regions ("US",
 * "US-NY", "CA-ON") with its rates (flat, by weight: a price plus a price per kilogram, or free
 * once the subtotal reaches an amount). Shoppers choose among the rates of the zone of their
 * address at checkout, the cheapest preselected; with no zones, shipping is not charged, and with
 * zones an address no zone covers cannot order. The save names the version it was based on (409:
 * someone saved in between, reload offered); the server names the field that is wrong. Amounts
 * are typed in the store currency ("500" in JPY, "5.00" in USD) and shown back as money ("¥500").
 */
import { useEffect, useState } from 'react';
import type { ShippingRateInput as ShippingRate, ShippingSettingsInput as ShippingSettings, ShippingZoneInput as ShippingZone } from '../../../../domain/commerce/shipping-zones.js';
import { minorUnitsText } from '../../../../domain/money/cart-money.js';
import { typedMinorUnits } from '../../../../domain/money/typed-amount.js';
import type { ShippingSettingsState } from '../../../../domain/admin/store/shipping-view.js';
import type { ScreenProps } from '../../screen-props.js';
import { api } from '../../query/api.js';
import { useApiQuery } from '../../query/use-api-query.js';
import { SaveStatus } from '../../ui/SaveStatus.js';
import { EmptyState, ResourceView } from '../../ui/StateViews.js';
import { useUnsavedWork } from '../../ui/unsaved-work.js';
import { useVersionedSave } from '../../ui/use-versioned-save.js';
import './shipping.css';

type Kind = ShippingRate['kind'];
interface DraftRate { key: number; id: string; name: string; kind: Kind; price: string; perKg: string; freeOver: string }
interface DraftZone { key: number; id: string; name: string; places: string; rates: DraftRate[] }

let nextKey = 0;
const newId = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${String(nextKey++)}`;

const rateDraft = (r: ShippingRate): DraftRate => ({
  key: nextKey++, id: r.id, name: r.name, kind: r.kind, price: r.price,
  perKg: r.kind === 'weight' ? r.perKg : '', freeOver: r.kind === 'free-over' ? r.freeOver : '',
});
const zoneDraft = (z: ShippingZone): DraftZone => ({ key: nextKey++, id: z.id, name: z.name, places: z.places.join(', '), rates: z.rates.map(rateDraft) });

function rateOf(r: DraftRate): ShippingRate {
  if (r.kind === 'weight') return { id: r.id, name: r.name, kind: 'weight', price: r.price, perKg: r.perKg };
  if (r.kind === 'free-over') return { id: r.id, name: r.name, kind: 'free-over', price: r.price, freeOver: r.freeOver };
  return { id: r.id, name: r.name, kind: 'flat', price: r.price };
}
const settingsOf = (zones: DraftZone[]): ShippingSettings => ({
  zones: zones.map((z) => ({ id: z.id, name: z.name, places: z.places.split(/[\s,]+/).filter((p) => p !== ''), rates: z.rates.map(rateOf) })),
});

export default function ShippingScreen({ canWrite }: ScreenProps) {
  const stored = useApiQuery(api.shipping);
  return (
    <>
      <h1>Shipping</h1>
      <p className="admin-hint">Shoppers choose one of the rates of the zone their address is in, before they pay; the cheapest is chosen for them unless they pick another. A zone naming a region (US-NY) wins over one naming its country (US). Without zones, shipping is not charged; with zones, addresses no zone covers cannot order.</p>
      <ResourceView resource={stored} label="Loading the shipping zones…">
        {(state) => <ShippingForm state={state} canWrite={canWrite} onSaved={stored.status === 'ready' ? stored.replace : () => undefined} onReload={stored.reload} />}
      </ResourceView>
    </>
  );
}

function ShippingForm({ state, canWrite, onSaved, onReload }: { state: ShippingSettingsState; canWrite: boolean; onSaved: (s: ShippingSettingsState) => void; onReload: () => void }) {
  const [zones, setZones] = useState<DraftZone[]>(() => state.settings.zones.map(zoneDraft));
  const { state: saveState, send, reset } = useVersionedSave<ShippingSettingsState>();
  useUnsavedWork(() => canWrite && JSON.stringify(settingsOf(zones)) !== JSON.stringify(state.settings));
  useEffect(() => setZones(state.settings.zones.map(zoneDraft)), [state]);
  const issue = (path: string): string | undefined => (saveState.status === 'invalid' ? saveState.issues.find((i) => i.path === `settings.${path}` || i.path.startsWith(`settings.${path}.`))?.message : undefined);
  const changeZone = (key: number, change: Partial<DraftZone>) => { reset(); setZones(zones.map((z) => (z.key === key ? { ...z, ...change } : z))); };
  const changeRate = (zone: DraftZone, key: number, change: Partial<DraftRate>) => changeZone(zone.key, { rates: zone.rates.map((r) => (r.key === key ? { ...r, ...change } : r)) });
  const submit = async () => {
    const saved = await send(api.saveShipping, undefined, { settings: settingsOf(zones), expectedVersion: state.version });
    if (saved) onSaved(saved);
  };
  const field = (id: string, label: string, value: string, onChange: (v: string) => void, error: string | undefined, extra: { size?: number; placeholder?: string } = {}) => (
    <p className="admin-field shipping-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="shipping-input" value={value} size={extra.size} placeholder={extra.placeholder} disabled={!canWrite} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)} />
      {error && <span className="admin-field-error" id={`${id}-error`}>{error}</span>}
    </p>
  );

  return (
    <form className="admin-form shipping-form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      {zones.length === 0 && (
        <EmptyState title="No shipping zones yet.">{canWrite && <p>Add a zone for the places you ship to, and its rates. Until then, shipping is not charged.</p>}</EmptyState>
      )}
      {zones.map((zone, z) => {
        const zoneLabel = zone.name || `zone ${String(z + 1)}`;
        return (
          <fieldset className="shipping-zone" key={zone.key}>
            <legend>Zone {String(z + 1)}{zone.name ? `: ${zone.name}` : ''}</legend>
            {field(`zone-${String(zone.key)}-name`, 'Zone name', zone.name, (v) => changeZone(zone.key, { name: v }), issue(`zones.${String(z)}.name`), { placeholder: 'Domestic' })}
            {field(`zone-${String(zone.key)}-places`, 'Countries and regions (comma separated, such as US, CA-ON)', zone.places, (v) => changeZone(zone.key, { places: v }), issue(`zones.${String(z)}.places`), { size: 40, placeholder: 'US, CA-ON' })}
            {zone.rates.length === 0 ? (
              <p className="admin-hint">No rates in this zone yet.</p>
            ) : (
              <table className="admin-table shipping-rates">
                <caption>Rates of {zoneLabel}</caption>
                <thead>
                  <tr><th scope="col">Name</th><th scope="col">Kind</th><th scope="col">Price ({state.currencyCode})</th><th scope="col">Per kg ({state.currencyCode})</th><th scope="col">Free from subtotal ({state.currencyCode})</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
                </thead>
                <tbody>
                  {zone.rates.map((rate, r) => {
                    const row = `rate ${String(r + 1)} of ${zoneLabel}`;
                    const path = `zones.${String(z)}.rates.${String(r)}`;
                    const cell = (name: 'name' | 'price' | 'perKg' | 'freeOver', label: string, size: number) => {
                      const error = issue(`${path}.${name}`);
                      const id = `rate-${String(rate.key)}-${name}`;
                      const minor = name === 'name' ? undefined : typedMinorUnits(rate[name], state.currencyCode);
                      return (
                        <td>
                          <input id={id} className="shipping-input" size={size} aria-label={`${label}, ${row}`} value={rate[name]} disabled={!canWrite} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => changeRate(zone, rate.key, { [name]: e.target.value })} />
                          {minor !== undefined && rate[name].trim() !== '' && <span className="shipping-money">{minorUnitsText(minor, state.currencyCode)}</span>}
                          {error && <p className="admin-field-error" id={`${id}-error`}>{error}</p>}
                        </td>
                      );
                    };
                    return (
                      <tr key={rate.key}>
                        {cell('name', 'Rate name', 16)}
                        <td>
                          <select className="shipping-input" aria-label={`Kind, ${row}`} value={rate.kind} disabled={!canWrite} onChange={(e) => changeRate(zone, rate.key, { kind: e.target.value as Kind })}>
                            <option value="flat">Flat</option>
                            <option value="weight">By weight</option>
                            <option value="free-over">Free over an amount</option>
                          </select>
                        </td>
                        {cell('price', 'Price', 8)}
                        {rate.kind === 'weight' ? cell('perKg', 'Price per kg', 8) : <td />}
                        {rate.kind === 'free-over' ? cell('freeOver', 'Free from subtotal', 8) : <td />}
                        <td>{canWrite && <button type="button" className="admin-button" aria-label={`Remove ${row}`} onClick={() => changeZone(zone.key, { rates: zone.rates.filter((x) => x.key !== rate.key) })}>Remove</button>}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
            {issue(`zones.${String(z)}.rates`) && zone.rates.length === 0 && <p className="admin-field-error">{issue(`zones.${String(z)}.rates`)}</p>}
            {canWrite && (
              <div className="admin-toolbar">
                <button type="button" className="admin-button" onClick={() => changeZone(zone.key, { rates: [...zone.rates, { key: nextKey++, id: newId('r'), name: '', kind: 'flat', price: '', perKg: '', freeOver: '' }] })}>Add a rate to {zoneLabel}</button>
                <button type="button" className="admin-button" onClick={() => { reset(); setZones(zones.filter((x) => x.key !== zone.key)); }}>Remove {zoneLabel}</button>
              </div>
            )}
          </fieldset>
        );
      })}
      {canWrite && (
        <div className="admin-toolbar">
          <button type="button" className="admin-button" onClick={() => { reset(); setZones([...zones, { key: nextKey++, id: newId('z'), name: '', places: '', rates: [] }]); }}>Add a zone</button>
          <button type="submit" className="admin-button admin-button-primary" disabled={saveState.status === 'saving'}>Save shipping</button>
        </div>
      )}
      <SaveStatus state={saveState} onReload={onReload} />
    </form>
  );
}

/**
 * Discount codes (`/admin/discounts`): the shop's codes with what each gives, its conditions, how
 * often it was used and whether it is on; a form to add one or change one (percentage, fixed
 * amount or free shipping; minimum subtotal, first and last day (UTC), total uses and uses per
 * customer). Shoppers enter codes in the cart; uses are counted when an order is placed. The
 * server names the field that is wrong.
 */
import { useState } from 'react';
import type { DiscountCodeList, DiscountCodeRow } from '../../../../domain/admin/store/discounts-view.js';
import type { DiscountKind } from '../../../../domain/commerce/discount-code.js';
import { decimalText, minorUnitsText } from '../../../../domain/money/cart-money.js';
import type { ScreenProps } from '../../screen-props.js';
import { api } from '../../query/api.js';
import { useApiQuery } from '../../query/use-api-query.js';
import { SaveStatus } from '../../ui/SaveStatus.js';
import { EmptyState, ResourceView } from '../../ui/StateViews.js';
import { useVersionedSave } from '../../ui/use-versioned-save.js';
import './discounts.css';

interface Draft { code: string; kind: DiscountKind; value: string; minSubtotal: string; startsOn: string; endsOn: string; maxUses: string; perCustomerUses: string; active: boolean }
const EMPTY: Draft = { code: '', kind: 'percentage', value: '', minSubtotal: '', startsOn: '', endsOn: '', maxUses: '', perCustomerUses: '', active: true };

const KIND_LABEL: Record<DiscountKind, string> = { percentage: 'Percentage off', fixed: 'Fixed amount off', 'free-shipping': 'Free shipping' };

export default function DiscountsScreen({ canWrite }: ScreenProps) {
  const list = useApiQuery(api.discounts);
  return (
    <>
      <h1>Discount codes</h1>
      <p className="admin-hint">Shoppers enter a code in their cart; one code per order. Uses are counted when an order is placed, so the last use goes to one order only.</p>
      <ResourceView resource={list} label="Loading the discount codes…">
        {(data) => <Discounts data={data} canWrite={canWrite} onChanged={list.reload} />}
      </ResourceView>
    </>
  );
}

function gives(row: DiscountCodeRow, currency: string): string {
  if (row.kind === 'percentage') return `${row.form.value}% off`;
  if (row.kind === 'fixed') return `${decimalText(row.form.value, currency)} off`;
  return 'Free shipping';
}

function conditions(row: DiscountCodeRow, currency: string): string {
  const parts = [
    row.minSubtotalCents > 0 ? `subtotal from ${minorUnitsText(row.minSubtotalCents, currency)}` : '',
    row.form.startsOn ? `from ${row.form.startsOn}` : '',
    row.form.endsOn ? `until ${row.form.endsOn}` : '',
    row.perCustomerUses !== null ? `${String(row.perCustomerUses)} per customer` : '',
  ].filter((p) => p !== '');
  return parts.length > 0 ? parts.join('; ') : 'None';
}

function Discounts({ data, canWrite, onChanged }: { data: DiscountCodeList; canWrite: boolean; onChanged: () => void }) {
  const [editing, setEditing] = useState<DiscountCodeRow | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const { state, send, reset } = useVersionedSave<DiscountCodeRow>();
  const currency = data.currencyCode;
  const issue = (name: string): string | undefined => (state.status === 'invalid' ? state.issues.find((i) => i.path === name)?.message : undefined);
  const edit = (row: DiscountCodeRow) => {
    reset();
    setEditing(row);
    setDraft({ code: row.code, kind: row.kind, active: row.active, ...row.form });
  };
  const submit = async () => {
    const saved = editing ? await send(api.saveDiscount, { id: editing.id }, draft) : await send(api.addDiscount, undefined, draft);
    if (saved) {
      setEditing(null);
      setDraft(EMPTY);
      onChanged();
    }
  };
  const toggle = async (row: DiscountCodeRow) => {
    const saved = await send(api.saveDiscount, { id: row.id }, { code: row.code, kind: row.kind, ...row.form, active: !row.active });
    if (saved) onChanged();
  };
  const set = (change: Partial<Draft>) => { reset(); setDraft({ ...draft, ...change }); };
  const input = (name: keyof Omit<Draft, 'kind' | 'active'>, label: string, extra: { type?: string; hint?: string; inputMode?: 'decimal' | 'numeric' } = {}) => {
    const error = issue(name);
    const id = `discount-${name}`;
    const described = [extra.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    return (
      <p className="admin-field discount-field">
        <label htmlFor={id}>{label}</label>
        <input id={id} className="discount-input" type={extra.type ?? 'text'} inputMode={extra.inputMode} value={draft[name]} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} onChange={(e) => set({ [name]: e.target.value })} />
        {extra.hint && <span className="admin-hint" id={`${id}-hint`}>{extra.hint}</span>}
        {error && <span className="admin-field-error" id={`${id}-error`}>{error}</span>}
      </p>
    );
  };

  return (
    <>
      {data.codes.length === 0 ? (
        <EmptyState title="No discount codes yet.">{canWrite && <p>Add a code below; shoppers can use it in their cart as soon as it is saved.</p>}</EmptyState>
      ) : (
        <table className="admin-table discount-codes">
          <caption className="visually-hidden">Discount codes</caption>
          <thead>
            <tr><th scope="col">Code</th><th scope="col">Gives</th><th scope="col">Conditions</th><th scope="col">Uses</th><th scope="col">Status</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
          </thead>
          <tbody>
            {data.codes.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="discount-code">{row.code}</th>
                <td>{gives(row, currency)}</td>
                <td>{conditions(row, currency)}</td>
                <td>{row.maxUses === null ? String(row.uses) : `${String(row.uses)} of ${String(row.maxUses)}`}</td>
                <td>{row.active ? 'Active' : 'Off'}</td>
                <td>
                  {canWrite && (
                    <>
                      <button type="button" className="admin-button" onClick={() => edit(row)}>Edit {row.code}</button>{' '}
                      <button type="button" className="admin-button" onClick={() => void toggle(row)}>{row.active ? `Turn off ${row.code}` : `Turn on ${row.code}`}</button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canWrite && (
        <form className="admin-form discount-form" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
          <h2>{editing ? `Change ${editing.code}` : 'New discount code'}</h2>
          {input('code', 'Code', { hint: '3 to 32 letters, digits, dashes or underscores; shoppers may type it in any case.' })}
          <p className="admin-field discount-field">
            <label htmlFor="discount-kind">Gives</label>
            <select id="discount-kind" className="discount-input" value={draft.kind} onChange={(e) => set({ kind: e.target.value as DiscountKind, value: '' })}>
              {(Object.keys(KIND_LABEL) as DiscountKind[]).map((k) => <option key={k} value={k}>{KIND_LABEL[k]}</option>)}
            </select>
          </p>
          {draft.kind === 'percentage' && input('value', 'Percentage off', { inputMode: 'decimal', hint: 'Such as 10 for 10% off the subtotal.' })}
          {draft.kind === 'fixed' && input('value', `Amount off (${currency})`, { inputMode: 'decimal', hint: 'Such as 5.00; never more than the subtotal.' })}
          {input('minSubtotal', `Minimum subtotal (${currency}, optional)`, { inputMode: 'decimal' })}
          {input('startsOn', 'First day (optional)', { type: 'date' })}
          {input('endsOn', 'Last day (optional)', { type: 'date' })}
          {input('maxUses', 'Total uses (optional)', { inputMode: 'numeric' })}
          {input('perCustomerUses', 'Uses per customer (optional)', { inputMode: 'numeric' })}
          <label className="admin-check"><input type="checkbox" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} /> Active</label>
          <div className="admin-toolbar">
            <button type="submit" className="admin-button admin-button-primary" disabled={state.status === 'saving'}>{editing ? `Save ${editing.code}` : 'Add discount code'}</button>
            {editing && <button type="button" className="admin-button" onClick={() => { reset(); setEditing(null); setDraft(EMPTY); }}>Cancel</button>}
          </div>
        </form>
      )}
      <SaveStatus state={state} />
    </>
  );
}

/**
 * The bulk manager above the inventory table: one change for the chosen products, a preview of
 * what it does to each (nothing is sent before it is confirmed), then one call that applies it to
 * all or, when one of them changed meanwhile, to none (the table is offered again).
 */
import { useState } from 'react';
import type { BulkResult } from '../../../../domain/admin/store/bulk-change.js';
import type { InventoryRow } from '../../../../domain/admin/store/inventory.js';
import type { ApiIssue } from '../../../../domain/admin/api-issue.js';
import { api } from '../../query/api.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Field } from '../../ui/Field.js';
import { SaveStatus } from '../../ui/SaveStatus.js';
import { useVersionedSave } from '../../ui/use-versioned-save.js';
import { BLANK_BULK_FORM, CHANGE_LABELS, changeOf, type BulkForm } from './bulk-form.js';
import { applyBody, previewLines, type PreviewLine } from './bulk-preview.js';
import { bulkPriceFloor, type BulkChange } from '../../../../domain/admin/store/bulk-change.js';
import { belowZeroMessage, nameList, ZERO_PRICE_WARNING } from '../../../../domain/admin/store/price-floor.js';
import './bulk.css';

interface Props {
  selected: readonly InventoryRow[];
  currencyCode: string;
  onClear: () => void;
  /** After the change was applied (the table reads the inventory again). */
  onApplied: (count: number) => void;
  /** The change was refused as stale: the table is read again. */
  onReload: () => void;
}

const count = (n: number) => `${String(n)} ${n === 1 ? 'product' : 'products'}`;

export function BulkPanel({ selected, currencyCode, onClear, onApplied, onReload }: Props) {
  const [form, setForm] = useState<BulkForm>(BLANK_BULK_FORM);
  const [issues, setIssues] = useState<ApiIssue[]>([]);
  const [preview, setPreview] = useState<{ change: BulkChange; lines: PreviewLine[]; belowZero: string[]; atZero: string[] } | undefined>();
  const { state, send, reset } = useVersionedSave<BulkResult>();
  const errorOf = (path: string) => issues.find((i) => i.path === path)?.message ?? (state.status === 'invalid' ? state.issues.find((i) => i.path === `change.${path}`)?.message : undefined);
  const set = (patch: Partial<BulkForm>) => { setForm({ ...form, ...patch }); setIssues([]); };

  const showPreview = (event: React.FormEvent) => {
    event.preventDefault();
    reset();
    const checked = changeOf(form, currencyCode);
    if ('issues' in checked) {
      setIssues(checked.issues);
      return;
    }
    setIssues([]);
    const lines = previewLines(checked.change, selected, currencyCode);
    const changing = new Set(lines.map((l) => l.productId));
    const floor = bulkPriceFloor(checked.change, selected.filter((row) => changing.has(row.id)), currencyCode);
    setPreview({ change: checked.change, lines, ...floor });
  };

  const apply = async () => {
    if (!preview) return;
    const body = { ...applyBody(preview.change, selected, preview.lines), ...(preview.atZero.length > 0 ? { confirmZeroPrice: true } : {}) };
    setPreview(undefined);
    const done = await send(api.applyBulk, undefined, body);
    if (done) onApplied(done.products.length);
  };

  const changedProducts = preview ? new Set(preview.lines.map((l) => l.productId)).size : 0;
  const refused = preview !== undefined && preview.belowZero.length > 0;
  const free = preview ? preview.atZero.length : 0;
  const title = refused ? 'This change cannot be applied' : changedProducts === 0 ? 'Nothing would change' : `Apply this change to ${count(changedProducts)}?`;
  const confirmLabel = refused || changedProducts === 0 ? 'Close' : free > 0 ? `Apply, selling ${count(free)} for 0.00` : 'Apply changes';
  return (
    <section className="bulk-panel" aria-labelledby="bulk-panel-title">
      <h2 id="bulk-panel-title" className="bulk-title">Change {count(selected.length)} at once</h2>
      <form className="bulk-form" onSubmit={showPreview} noValidate>
        <Field label="Change">
          <select value={form.kind} onChange={(e) => set({ kind: e.target.value as BulkForm['kind'] })}>
            {CHANGE_LABELS.map((c) => <option key={c.kind} value={c.kind}>{c.label}</option>)}
          </select>
        </Field>
        {form.kind === 'set-price' && (
          <Field label={`New price (${currencyCode})`} error={errorOf('amount')}>
            <input inputMode="decimal" value={form.amount} onChange={(e) => set({ amount: e.target.value })} />
          </Field>
        )}
        {form.kind === 'adjust-price' && (
          <>
            <Field label="Direction">
              <select value={form.direction} onChange={(e) => set({ direction: e.target.value as BulkForm['direction'] })}>
                <option value="down">Lower</option>
                <option value="up">Raise</option>
              </select>
            </Field>
            <Field label="By" error={errorOf('value')}>
              <input inputMode="decimal" value={form.value} onChange={(e) => set({ value: e.target.value })} />
            </Field>
            <Field label="Unit">
              <select value={form.unit} onChange={(e) => set({ unit: e.target.value as BulkForm['unit'] })}>
                <option value="percent">percent</option>
                <option value="amount">{currencyCode}</option>
              </select>
            </Field>
          </>
        )}
        {form.kind === 'sale' && (
          <Field label="Percent off" hint="The sale price is the price less this, rounded to the cent" error={errorOf('percentOff')}>
            <input inputMode="decimal" value={form.percentOff} onChange={(e) => set({ percentOff: e.target.value })} />
          </Field>
        )}
        {form.kind === 'stock' && (
          <Field label="Stock of every variant" error={errorOf('qtyInStock')}>
            <input type="number" min={0} step={1} value={form.qtyInStock} onChange={(e) => set({ qtyInStock: e.target.value })} />
          </Field>
        )}
        {form.kind === 'visibility' && (
          <Field label="On the site">
            <select value={form.visible} onChange={(e) => set({ visible: e.target.value as BulkForm['visible'] })}>
              <option value="true">Visible</option>
              <option value="false">Hidden</option>
            </select>
          </Field>
        )}
        <div className="bulk-actions">
          <button type="submit" className="admin-button admin-button-primary" disabled={state.status === 'saving'}>Preview changes</button>
          <button type="button" className="admin-button" onClick={onClear}>Clear the selection</button>
        </div>
      </form>
      <SaveStatus state={state} onReload={() => { reset(); onReload(); }} />
      <ConfirmDialog
        open={preview !== undefined}
        title={title}
        confirmLabel={confirmLabel}
        danger={free > 0 && !refused}
        onConfirm={() => (refused || changedProducts === 0 ? setPreview(undefined) : void apply())}
        onCancel={() => setPreview(undefined)}
      >
        {preview && refused && <p className="admin-error" role="alert">{belowZeroMessage(preview.belowZero)}</p>}
        {preview && !refused && free > 0 && (
          <div className="admin-warning" role="alert">
            <p><strong>{count(free)} would sell for 0.00:</strong> {nameList(preview.atZero)}.</p>
            <p>{ZERO_PRICE_WARNING}</p>
          </div>
        )}
        {preview && preview.lines.length === 0 && <p>The chosen products already are as this change would make them.</p>}
        {preview && !refused && preview.lines.length > 0 && (
          <div className="bulk-preview">
            <table className="admin-table">
              <caption>What will change</caption>
              <thead><tr><th scope="col">Product</th><th scope="col">Variant</th><th scope="col">Change</th></tr></thead>
              <tbody>
                {preview.lines.map((line, i) => (
                  <tr key={`${line.productId}:${String(i)}`}>
                    <th scope="row">{line.title}</th>
                    <td>{line.variant || '—'}</td>
                    <td>{line.changes.join('; ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}

/**
 * One variant's stock, edited in place: a number and an "unlimited" box, saved with the stock the
 * merchant saw, so a sale or another edit since answers 409 and the panel offers to reload.
 */
import { useState } from 'react';
import type { InventoryVariant } from '../../../domain/admin/store/inventory.js';
import { SaveStatus } from '../ui/SaveStatus.js';
import { api } from '../query/api.js';
import { useUnsavedWork } from '../ui/unsaved-work.js';
import { useVersionedSave } from '../ui/use-versioned-save.js';

interface Saved {
  qtyInStock: number;
  unlimited: boolean;
}

export function VariantStock({ variant, productTitle, canWrite, onReload }: { variant: InventoryVariant; productTitle: string; canWrite: boolean; onReload: () => void }) {
  const [basis, setBasis] = useState<Saved>({ qtyInStock: variant.qtyInStock, unlimited: variant.unlimited });
  const [qty, setQty] = useState(String(variant.qtyInStock));
  const [unlimited, setUnlimited] = useState(variant.unlimited);
  const { state, send } = useVersionedSave<Saved>();
  useUnsavedWork(() => canWrite && (qty !== String(basis.qtyInStock) || unlimited !== basis.unlimited));
  const name = `${productTitle}${variant.label ? ` (${variant.label})` : ''}`;
  if (!canWrite) return <span>{variant.unlimited ? 'Unlimited' : String(variant.qtyInStock)}</span>;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const saved = await send(api.saveStock, { id: variant.id }, { qtyInStock: Number(qty), unlimited, expected: basis });
    if (saved) {
      setBasis({ qtyInStock: saved.qtyInStock, unlimited: saved.unlimited });
      setQty(String(saved.qtyInStock));
      setUnlimited(saved.unlimited);
    }
  };
  return (
    <form className="store-stock" onSubmit={(e) => void submit(e)} noValidate>
      <label className="visually-hidden" htmlFor={`stock-${variant.id}`}>Stock of {name}</label>
      <input id={`stock-${variant.id}`} type="number" min={0} step={1} inputMode="numeric" value={qty} disabled={unlimited} onChange={(e) => setQty(e.target.value)} />
      <label className="admin-check">
        <input type="checkbox" checked={unlimited} onChange={(e) => setUnlimited(e.target.checked)} />
        Unlimited<span className="visually-hidden"> stock of {name}</span>
      </label>
      <button type="submit" className="admin-button" disabled={state.status === 'saving'}>
        Save<span className="visually-hidden"> stock of {name}</span>
      </button>
      <SaveStatus state={state} onReload={onReload} />
    </form>
  );
}

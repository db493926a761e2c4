/** The searchable list of block kinds; choosing one adds it to the chosen section. */
import { useId, useState } from 'react';
import type { BlockKind } from '../../../domain/layout/block-kinds.js';
import { catalogue, type CatalogueScope } from './model/catalogue.js';

export interface CatalogueProps extends CatalogueScope {
  /** The section a block goes into, by name; undefined while the layout has no section. */
  target: string | undefined;
  disabled: boolean;
  onAdd: (kind: BlockKind) => void;
}

export function Catalogue({ canUseCode, cover, target, disabled, onAdd }: CatalogueProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const kinds = catalogue(search, { canUseCode, cover });
  return (
    <section className="pb-catalogue" aria-labelledby={`${searchId}-title`}>
      <h2 id={`${searchId}-title`}>Add a block</h2>
      <label htmlFor={searchId}>Search blocks</label>
      <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <p className="pb-hint">{target ? `Blocks go into ${target}.` : 'Add a section first: blocks are placed in a section.'}</p>
      {kinds.length === 0 ? (
        <p role="status">No block matches “{search}”.</p>
      ) : (
        <ul className="pb-kinds">
          {kinds.map((info) => (
            <li key={info.kind}>
              <button type="button" className="admin-button" disabled={disabled || target === undefined} onClick={() => onAdd(info.kind)}>
                Add {info.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

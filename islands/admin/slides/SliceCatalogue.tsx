/** The slices an owner may add (seed 001's slice kinds), each a button; added at the chosen position. */
import { SLIDE_SLICE_NAMES, type SlideSliceName } from '../../../domain/layout/slide.js';
import { sliceKindLabel } from './model/slide-labels.js';

export function SliceCatalogue({ disabled, onAdd }: { disabled: boolean; onAdd: (name: SlideSliceName) => void }) {
  return (
    <nav className="sl-catalogue" aria-labelledby="sl-catalogue-title">
      <h2 id="sl-catalogue-title">Add a slice</h2>
      <ul className="pb-kinds">
        {SLIDE_SLICE_NAMES.map((name) => (
          <li key={name}>
            <button type="button" className="admin-button" disabled={disabled} onClick={() => onAdd(name)}>
              Add {sliceKindLabel(name).toLowerCase()}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The product's options (Color, Size…) and their values, which each variant picks one of. */
import type { ProductInput } from '../../../domain/admin/store/product-input.js';
import { Field } from '../ui/Field.js';
import { removeOption, renameOption } from './product-draft.js';

interface Props {
  product: ProductInput;
  onChange: (product: ProductInput) => void;
  errorOf: (path: string) => string | undefined;
}

const splitValues = (text: string): string[] => text.split(',').map((v) => v.trim()).filter((v) => v !== '');

export function OptionsFieldset({ product, onChange, errorOf }: Props) {
  return (
    <fieldset>
      <legend>Options</legend>
      {product.options.length === 0 && <p className="admin-hint">No options: the product is sold as one variant.</p>}
      {product.options.map((option, i) => (
        <div className="store-grid" key={i}>
          <Field label={`Option ${String(i + 1)} name`} error={errorOf(`options.${String(i)}.name`)}>
            <input value={option.name} onChange={(e) => onChange(renameOption(product, i, e.target.value))} />
          </Field>
          <Field label={`Option ${String(i + 1)} values`} hint="Separated by commas" error={errorOf(`options.${String(i)}.values`) ?? errorOf(`options.${String(i)}.values.0`)}>
            <input
              defaultValue={option.values.join(', ')}
              onBlur={(e) => onChange({ ...product, options: product.options.map((o, j) => (j === i ? { ...o, values: splitValues(e.target.value) } : o)) })}
            />
          </Field>
          <button type="button" className="admin-button" onClick={() => onChange(removeOption(product, i))}>
            Remove option {option.name || String(i + 1)}
          </button>
        </div>
      ))}
      <p>
        <button type="button" className="admin-button" onClick={() => onChange({ ...product, options: [...product.options, { name: '', values: [] }] })}>Add an option</button>
      </p>
    </fieldset>
  );
}

/** Tags or categories typed as a comma-separated list. */
import { useEffect, useState } from 'react';
import { Field } from '../ui/Field.js';

const split = (text: string): string[] => text.split(',').map((n) => n.trim()).filter((n) => n !== '');

export function NamesField({ label, names, onChange, error, disabled }: { label: string; names: string[]; onChange: (names: string[]) => void; error: string | undefined; disabled?: boolean }) {
  const [text, setText] = useState(names.join(', '));
  useEffect(() => {
    if (split(text).join('\u0000') !== names.join('\u0000')) setText(names.join(', '));
    // Only an outside change of the list rewrites the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [names]);
  return (
    <Field label={label} error={error} hint="Separate them with commas.">
      <input
        type="text"
        value={text}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          onChange(split(e.target.value));
        }}
      />
    </Field>
  );
}

/** A list of short texts edited one per line (a field's options, a likert scale's statements). */
import { useEffect, useState } from 'react';

interface Props {
  value: readonly string[];
  onChange: (lines: string[]) => void;
  disabled: boolean;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

export function LinesInput({ value, onChange, disabled, ...aria }: Props) {
  const [text, setText] = useState(value.join('\n'));
  useEffect(() => {
    // Follows the value when it changes from outside (a reload), not while typing.
    setText((current) => (linesOf(current).join('\n') === value.join('\n') ? current : value.join('\n')));
  }, [value]);
  return (
    <textarea
      {...aria}
      rows={Math.min(Math.max(value.length + 1, 3), 10)}
      value={text}
      disabled={disabled}
      onChange={(e) => {
        setText(e.target.value);
        onChange(linesOf(e.target.value));
      }}
    />
  );
}

const linesOf = (text: string): string[] => text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
